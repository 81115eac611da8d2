import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The outcome of a form's action ("Status recorded: Contacted"), in a live region that is on
 * the page before its message: screen readers that ignore a region added together with its
 * text still say it. Nothing is drawn while there is no message. A new message takes focus, so
 * the next Tab goes on from where the result is, not from the top of a long page.
 */
export function StatusRegion(props: { message: ReactNode }) {
  const messageRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (props.message) messageRef.current?.focus();
  }, [props.message]);
  return (
    <div role="status">
      {props.message ? (
        <div className="govuk-inset-text" ref={messageRef} tabIndex={-1}>
          {props.message}
        </div>
      ) : null}
    </div>
  );
}
