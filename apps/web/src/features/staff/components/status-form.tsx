import { useState } from 'react';
import {
  caseStatuses,
  recordCaseStatusRequestSchema,
  unchangedCaseMessage,
  type CaseStatus,
} from '@csa/contracts';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import {
  describedBy,
  ErrorMessage,
  FormGroup,
  Hint,
} from '../../../components/ui/form/field-parts.tsx';
import { useErrorSummary } from '../../../components/ui/form/use-error-summary.ts';
import { StatusRegion } from '../../../components/ui/status-region.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useRecordCaseStatus } from '../api/record-case-status.ts';
import { caseStatusLabels } from './case-status-tag.tsx';

const hints: Record<CaseStatus, string> = {
  new: 'Nobody has picked it up yet',
  'in-progress': 'Someone is working on it',
  contacted: 'We have spoken to the resident',
  closed: 'Nothing more to do',
};

/** Records where the case stands, with an optional note, as the signed-in member of staff. */
export function StatusForm(props: { submissionId: string; current: CaseStatus }) {
  const record = useRecordCaseStatus(props.submissionId);
  const [status, setStatus] = useState<CaseStatus>(props.current);
  const [note, setNote] = useState('');
  const problems = useErrorSummary();
  const [saved, setSaved] = useState<CaseStatus | null>(null);
  const noteError = problems.errorFor('case-note');

  const onSubmit = async () => {
    // The button stays focusable while saving (aria-disabled), so a second press is ignored.
    if (record.isPending) return;
    setSaved(null);
    // The status shown when the change was chosen: the server refuses a change from one the
    // case no longer has (another tab, a colleague), and the page then shows theirs.
    const change = { previousStatus: props.current, status, note };
    const parsed = recordCaseStatusRequestSchema.safeParse(change);
    if (!parsed.success) {
      problems.show([
        { targetId: 'case-note', message: parsed.error.issues[0]?.message ?? 'Check the note' },
      ]);
      return;
    }
    // The server refuses it too (decision 0110); said here without the round trip.
    if (parsed.data.status === parsed.data.previousStatus && !parsed.data.note) {
      problems.show([{ targetId: `case-status-${status}`, message: unchangedCaseMessage }]);
      return;
    }
    try {
      await record.mutateAsync(change);
      problems.clear();
      setNote('');
      setSaved(status);
    } catch (error) {
      problems.show([
        { message: error instanceof ApiError ? error.message : 'Could not record the status' },
      ]);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <ErrorSummary {...problems.summary} />
      <StatusRegion message={saved && `Status recorded: ${caseStatusLabels[saved]}`} />
      <div className="govuk-form-group">
        <fieldset className="govuk-fieldset" aria-describedby="case-status-hint">
          <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">
            Where does this case stand?
          </legend>
          <div id="case-status-hint" className="govuk-hint">
            The change is recorded with your name and the time.
          </div>
          <div className="govuk-radios govuk-radios--small">
            {caseStatuses.map((option) => (
              <div key={option} className="govuk-radios__item">
                <input
                  className="govuk-radios__input"
                  id={`case-status-${option}`}
                  name="case-status"
                  type="radio"
                  value={option}
                  checked={status === option}
                  onChange={() => setStatus(option)}
                  aria-describedby={`case-status-${option}-hint`}
                />
                <label
                  className="govuk-label govuk-radios__label"
                  htmlFor={`case-status-${option}`}
                >
                  {caseStatusLabels[option]}
                </label>
                <div id={`case-status-${option}-hint`} className="govuk-hint govuk-radios__hint">
                  {hints[option]}
                </div>
              </div>
            ))}
          </div>
        </fieldset>
      </div>
      <FormGroup error={noteError}>
        <label className="govuk-label govuk-label--s" htmlFor="case-note">
          Note (optional)
        </label>
        <Hint id="case-note">For example, when you phoned and what was agreed.</Hint>
        <ErrorMessage id="case-note" message={noteError} />
        <textarea
          className={`govuk-textarea${noteError ? ' govuk-textarea--error' : ''}`}
          id="case-note"
          name="case-note"
          rows={3}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          aria-describedby={describedBy('case-note', true, noteError)}
        />
      </FormGroup>
      <button type="submit" className="govuk-button" aria-disabled={record.isPending}>
        Record status
      </button>
    </form>
  );
}
