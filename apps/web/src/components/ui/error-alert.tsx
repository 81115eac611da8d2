import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A failure the resident must notice (spec §8 alerts): announced at once and, when it follows
 * something they did, given focus so keyboard and screen-reader users land on it.
 */
export function ErrorAlert(props: {
  title: string;
  message?: string;
  shouldFocus?: boolean;
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { shouldFocus = false } = props;
  useEffect(() => {
    if (shouldFocus) ref.current?.focus();
  }, [shouldFocus, props.title, props.message]);
  return (
    <div className="govuk-error-summary" role="alert" tabIndex={-1} ref={ref}>
      <h2 className="govuk-error-summary__title">{props.title}</h2>
      {(props.message !== undefined || props.children !== undefined) && (
        <div className="govuk-error-summary__body">
          {props.message !== undefined && <p className="govuk-body">{props.message}</p>}
          {props.children}
        </div>
      )}
    </div>
  );
}
