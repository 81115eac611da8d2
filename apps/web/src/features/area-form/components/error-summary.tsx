import { useEffect, useRef, type MouseEvent } from 'react';
import { areaFormStrings } from '../lib/area-form-strings.ts';

export interface SummaryError {
  /** Element id of the question's first input, where the link takes the resident. */
  targetId: string;
  text: string;
}

/**
 * The GOV.UK error summary. It takes focus each time the resident presses Next with errors
 * (`focusRequest` changes), so screen readers read it at once; each link moves focus to the
 * question's first input and scrolls its question text into view.
 */
export function ErrorSummary(props: { errors: SummaryError[]; focusRequest: number }) {
  const summaryRef = useRef<HTMLDivElement>(null);
  const { focusRequest } = props;
  const hasErrors = props.errors.length > 0;

  useEffect(() => {
    if (hasErrors) summaryRef.current?.focus();
    // Focus only on a new Next press, not each time an answer shortens the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  if (!hasErrors) return null;
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, targetId: string) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    const question = target.closest('fieldset')?.querySelector('legend') ?? target;
    question.scrollIntoView();
    target.focus({ preventScroll: true });
  };
  return (
    <div className="govuk-error-summary" ref={summaryRef} tabIndex={-1}>
      <div role="alert">
        <h2 className="govuk-error-summary__title">{areaFormStrings.errorSummaryTitle}</h2>
        <div className="govuk-error-summary__body">
          <ul className="govuk-list govuk-error-summary__list">
            {props.errors.map((error) => (
              <li key={error.targetId}>
                <a
                  href={`#${error.targetId}`}
                  onClick={(event) => onLinkClick(event, error.targetId)}
                >
                  {error.text}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
