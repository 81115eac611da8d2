import { useEffect, useRef } from 'react';
import type { SaveProblem as Problem } from '../hooks/use-area-saver.ts';
import { areaFormStrings } from '../lib/area-form-strings.ts';

/**
 * Says plainly that the answers are not saved yet but are safe on the page, and offers Try
 * again. It takes focus when it appears, so keyboard and screen-reader users land on it.
 */
export function SaveProblem(props: { problem: Problem; isSaving: boolean; onRetry: () => void }) {
  const { problem } = props;
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panelRef.current?.focus();
  }, [problem]);

  const lines =
    problem.kind === 'conflict'
      ? [problem.message, areaFormStrings.conflictKept]
      : problem.kind === 'rejected'
        ? [areaFormStrings.rejected, problem.message]
        : [areaFormStrings.saveFailedBody, problem.message];
  return (
    <div
      className="govuk-error-summary app-save-problem"
      ref={panelRef}
      tabIndex={-1}
      aria-labelledby="save-problem-title"
    >
      <div role="alert">
        <h2 className="govuk-error-summary__title" id="save-problem-title">
          {problem.kind === 'conflict'
            ? areaFormStrings.conflictTitle
            : areaFormStrings.saveFailedTitle}
        </h2>
        <div className="govuk-error-summary__body">
          {lines.filter(Boolean).map((line) => (
            <p className="govuk-body" key={line}>
              {line}
            </p>
          ))}
          <button
            type="button"
            className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0"
            aria-disabled={props.isSaving || undefined}
            onClick={() => {
              if (!props.isSaving) props.onRetry();
            }}
          >
            {areaFormStrings.tryAgain}
          </button>
        </div>
      </div>
    </div>
  );
}
