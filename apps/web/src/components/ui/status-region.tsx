import type { ReactNode } from 'react';

/**
 * The outcome of a form's action ("Status recorded: Contacted"), in a live region that is on
 * the page before its message: screen readers that ignore a region added together with its
 * text still say it. Nothing is drawn while there is no message.
 */
export function StatusRegion(props: { message: ReactNode }) {
  return (
    <div role="status">
      {props.message ? <div className="govuk-inset-text">{props.message}</div> : null}
    </div>
  );
}
