import { useState } from 'react';
import type { HandoverChannel } from '@csa/contracts';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { StatusRegion } from '../../../components/ui/status-region.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useSendHandover } from '../api/caller-calls.ts';

const channelLabels: Record<HandoverChannel, string> = {
  email: 'By email, to the address the caller gave',
  text: 'By text message, to the mobile number the caller gave',
};

/**
 * Instead of finishing, a member of staff sends the caller a single-use link to carry on
 * online (docs/decisions/0133). The server refuses a channel the caller gave no contact for.
 */
export function HandoverForm(props: { callerId: string }) {
  const send = useSendHandover();
  const [channel, setChannel] = useState<HandoverChannel>('email');
  const [sent, setSent] = useState<HandoverChannel | null>(null);
  const [attempt, setAttempt] = useState(0);
  const problem =
    send.error instanceof ApiError
      ? send.error.message
      : send.error
        ? 'The link could not be sent. Try again.'
        : null;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (send.isPending) return;
        setSent(null);
        send.mutate(
          { callerId: props.callerId, channel },
          {
            onSuccess: (answer) => setSent(answer.channel),
            onError: () => setAttempt((count) => count + 1),
          },
        );
      }}
    >
      <ErrorSummary errors={problem ? [{ message: problem }] : []} focusKey={attempt} />
      <StatusRegion
        message={
          sent &&
          `Link sent ${sent === 'email' ? 'by email' : 'by text message'}. It works once, for 7 days. When the resident uses it, you can no longer open this assessment.`
        }
      />
      <div className="govuk-form-group">
        <fieldset className="govuk-fieldset" aria-describedby="handover-channel-hint">
          <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">
            Send the resident a link to carry on online
          </legend>
          <div id="handover-channel-hint" className="govuk-hint">
            Instead of finishing the assessment, the resident sets up an account and continues it
            themselves.
          </div>
          <div className="govuk-radios govuk-radios--small">
            {(['email', 'text'] as const).map((option) => (
              <div key={option} className="govuk-radios__item">
                <input
                  className="govuk-radios__input"
                  id={`handover-channel-${option}`}
                  name="handover-channel"
                  type="radio"
                  value={option}
                  checked={channel === option}
                  onChange={() => setChannel(option)}
                />
                <label
                  className="govuk-label govuk-radios__label"
                  htmlFor={`handover-channel-${option}`}
                >
                  {channelLabels[option]}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
      </div>
      <button
        type="submit"
        className="govuk-button govuk-button--secondary"
        aria-disabled={send.isPending}
      >
        Send link
      </button>
    </form>
  );
}
