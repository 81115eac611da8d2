import { useId, useRef, useState } from 'react';
import { LoadingSpinner } from '../../../components/ui/loading-spinner.tsx';
import { useFocusAfterRender } from '../../../lib/use-focus-after-render.ts';
import { useReminderPreference } from '../api/get-reminder-preference.ts';
import { useUpdateReminderPreference } from '../api/update-reminder-preference.ts';
import { AccountCard } from './account-card.tsx';
import { CardMessage } from './card-message.tsx';
import { ProblemMessage } from '../../../components/ui/problem-message.tsx';

/**
 * Save-and-return reminders: on by default; the resident can turn them off. The
 * warning before an unfinished assessment is deleted is sent either way, and the card says so.
 */
export function RemindersCard(props: { canChange: boolean }) {
  const preference = useReminderPreference(props.canChange);
  const update = useUpdateReminderPreference();
  const [choice, setChoice] = useState<boolean | null>(null);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const checkboxId = useId();
  const hintId = useId();
  const saveButton = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();
  if (!props.canChange) return null;

  const isChecked = choice ?? preference.data?.isEnabled ?? true;
  const onSave = async () => {
    try {
      const saved = await update.mutateAsync({ isEnabled: isChecked });
      setMessage({
        kind: 'success',
        text: saved.isEnabled ? 'Reminders are turned on' : 'Reminders are turned off',
      });
    } catch {
      setMessage({ kind: 'error', text: 'Failed to retrieve results from server' });
    }
  };

  return (
    <AccountCard title="Reminders">
      {preference.isPending && <LoadingSpinner />}
      {preference.isError && (
        <ProblemMessage className="govuk-body">
          Failed to retrieve results from server
        </ProblemMessage>
      )}
      {preference.isSuccess && message && (
        <CardMessage
          kind={message.kind}
          messages={[message.text]}
          onOk={() => {
            // OK takes the message away: back to the button that brought it.
            setMessage(null);
            focusAfterRender(saveButton);
          }}
        />
      )}
      {preference.isSuccess && !message && (
        <>
          <div className="govuk-form-group">
            <div
              className="govuk-checkboxes govuk-checkboxes--small"
              data-module="govuk-checkboxes"
            >
              <div className="govuk-checkboxes__item">
                <input
                  className="govuk-checkboxes__input"
                  id={checkboxId}
                  type="checkbox"
                  checked={isChecked}
                  aria-describedby={hintId}
                  onChange={(event) => setChoice(event.target.checked)}
                />
                <label className="govuk-label govuk-checkboxes__label" htmlFor={checkboxId}>
                  Remind me about assessments I have started but not finished
                </label>
                <div id={hintId} className="govuk-hint govuk-checkboxes__hint">
                  We send one reminder a week after you last worked on an assessment. We will always
                  tell you before we delete an unfinished assessment, whatever you choose.
                </div>
              </div>
            </div>
          </div>
          <button
            ref={saveButton}
            type="button"
            className="govuk-button govuk-button--secondary"
            disabled={update.isPending}
            onClick={() => void onSave()}
          >
            Save reminder choice
          </button>
        </>
      )}
    </AccountCard>
  );
}
