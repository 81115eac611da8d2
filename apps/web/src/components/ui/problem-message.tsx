import type { ReactNode } from 'react';

/** A problem that is no one field's (a download or a sign-in that failed, a form with errors
 * above it), in GOV.UK's error colour. A field's own error is `ErrorMessage`, beside the field.
 * `isAlert` announces the problem as it appears. */
export function ProblemMessage(props: {
  children: ReactNode;
  isAlert?: boolean;
  /** Extra classes, such as spacing. */
  className?: string;
}) {
  return (
    <p
      className={['govuk-error-message', props.className].filter(Boolean).join(' ')}
      role={props.isAlert ? 'alert' : undefined}
    >
      {props.children}
    </p>
  );
}
