import { useEffect, useRef } from 'react';

export interface SummaryError {
  /** The id of the input to move to; absent for problems with no one field. */
  fieldId?: string;
  message: string;
}

/**
 * The GOV.UK error summary: takes focus after each failed submit (`focusKey` changes), so
 * screen-reader users hear what went wrong, and links to each field at fault.
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
              <li key={`${error.fieldId ?? ''}${error.message}`}>
                {error.fieldId ? (
                  <a
                    href={`#${error.fieldId}`}
                    onClick={(event) => {
                      // Move focus into the field, not just scroll to it.
                      const field = document.getElementById(error.fieldId ?? '');
                      if (!field) return;
                      event.preventDefault();
                      field.focus();
                      field.scrollIntoView({ block: 'center' });
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
