import { useEffect, useRef } from 'react';

export interface SummaryError {
  message: string;
  /** The id of the input to move to; absent for a problem with no one field. */
  targetId?: string;
}

/** Brings the field's question (its fieldset legend, when it has one) into view and puts
 * focus in the field itself, as GOV.UK's error summary does. */
function moveToField(targetId: string): boolean {
  const target = document.getElementById(targetId);
  if (!target) return false;
  const question = target.closest('fieldset')?.querySelector('legend') ?? target;
  question.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
  return true;
}

/**
 * The GOV.UK error summary, for every form in the service. It takes focus when errors appear
 * and again on each failed attempt (`focusKey` changes), so screen-reader users hear what went
 * wrong at once; each message links to the field at fault.
 */
export function ErrorSummary(props: { errors: SummaryError[]; focusKey: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const hasErrors = props.errors.length > 0;
  useEffect(() => {
    if (hasErrors) ref.current?.focus();
  }, [props.focusKey, hasErrors]);
  if (!hasErrors) return null;
  return (
    <div className="govuk-error-summary" ref={ref} tabIndex={-1}>
      <div role="alert">
        <h2 className="govuk-error-summary__title">There is a problem</h2>
        <div className="govuk-error-summary__body">
          <ul className="govuk-list govuk-error-summary__list">
            {props.errors.map((error) => (
              <li key={`${error.targetId ?? ''}${error.message}`}>
                {error.targetId ? (
                  <a
                    href={`#${error.targetId}`}
                    onClick={(event) => {
                      if (moveToField(error.targetId ?? '')) event.preventDefault();
                    }}
                  >
                    {error.message}
                  </a>
                ) : (
                  error.message
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
