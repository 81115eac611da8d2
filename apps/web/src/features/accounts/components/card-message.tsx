import { useEffect, useRef } from 'react';
import { ProblemMessage } from '../../../components/ui/problem-message.tsx';

/**
 * The "message, then OK" step of the account cards (spec §4). It takes focus when it appears,
 * so the outcome is read out and the OK button is next.
 */
export function CardMessage(props: {
  kind: 'success' | 'error';
  messages: string[];
  onOk: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const isError = props.kind === 'error';
  return (
    <div ref={ref} tabIndex={-1} role={isError ? 'alert' : 'status'}>
      <div className={isError ? 'govuk-error-summary' : 'govuk-inset-text'}>
        {props.messages.map((message) =>
          isError ? (
            <ProblemMessage key={message} className="govuk-body">
              {message}
            </ProblemMessage>
          ) : (
            <p key={message} className="govuk-body govuk-!-font-weight-bold">
              {message}
            </p>
          ),
        )}
      </div>
      <button type="button" className="govuk-button" onClick={props.onOk}>
        OK
      </button>
    </div>
  );
}
