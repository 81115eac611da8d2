import { useEffect, useRef } from 'react';
import { fieldId } from './field-parts.tsx';

/** Where a field's error link should land: the first input of a date or the address search. */
export type ErrorTarget = (path: string) => string;

/**
 * The GOV.UK error summary: focused when it appears so screen readers announce it, each
 * message a link that moves focus to the field at fault.
 */
export function ErrorSummary(props: {
  errors: Record<string, string>;
  order: string[];
  targetOf?: ErrorTarget;
  attempt: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const entries = Object.entries(props.errors).sort(
    ([a], [b]) => rank(props.order, a) - rank(props.order, b),
  );
  const hasErrors = entries.length > 0;
  useEffect(() => {
    if (hasErrors) ref.current?.focus();
  }, [hasErrors, props.attempt]);
  if (!hasErrors) return null;
  const targetOf = props.targetOf ?? fieldId;
  return (
    <div className="govuk-error-summary" tabIndex={-1} ref={ref}>
      <div role="alert">
        <h2 className="govuk-error-summary__title">There is a problem</h2>
        <div className="govuk-error-summary__body">
          <ul className="govuk-list govuk-error-summary__list">
            {entries.map(([path, message]) => (
              <li key={path}>
                <a
                  href={`#${targetOf(path)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    const target = document.getElementById(targetOf(path));
                    target?.scrollIntoView({ block: 'center' });
                    target?.focus();
                  }}
                >
                  {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

/** Errors follow the order of the fields on the page; unknown paths go last. */
function rank(order: string[], path: string): number {
  const index = order.findIndex((prefix) => path === prefix || path.startsWith(`${prefix}.`));
  return index === -1 ? order.length : index;
}
