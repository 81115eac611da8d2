import { useId, useRef, useState } from 'react';
import { constants } from '@csa/contracts';
import { describedBy, ErrorMessage, FormGroup } from '../../../components/ui/form/field-parts.tsx';
import { LoadingSpinner } from '../../../components/ui/loading-spinner.tsx';
import { ProblemMessage } from '../../../components/ui/problem-message.tsx';
import { rememberAccountDeleted } from '../../../lib/account-deleted-notice.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { sessionKeys, writeValue } from '../../../lib/session-store.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { AccountCard } from './account-card.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** Spec §5: the typed text must equal 'I am sure', ignoring case and surrounding spaces. */
export function isDeletionConfirmed(typed: string): boolean {
  return typed.trim().toLowerCase() === constants.deletionPhrase.toLowerCase();
}

/** 'Your right to be forgotten' (spec §2, §4 "Account deletion"). */
export function DeleteAccountCard(props: { canChange: boolean; onDeleted: () => Promise<void> }) {
  const [isOpen, setIsOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [phraseError, setPhraseError] = useState<string | null>(null);
  const remove = useDeleteUser();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const onConfirm = async () => {
    if (remove.isPending) return;
    // Spec §5 has a wrong phrase do nothing silently; WCAG 3.3.1 needs the error said
    // (decision 0032).
    if (!isDeletionConfirmed(typed)) {
      setPhraseError(`Type ${constants.deletionPhrase} to confirm you want to delete your account`);
      inputRef.current?.focus();
      return;
    }
    setPhraseError(null);
    setFailure(null);
    try {
      await remove.mutateAsync();
      // The sessions went with the account, so there is nothing left to sign out on the server.
      writeValue(sessionKeys.token, null);
      rememberAccountDeleted();
      await props.onDeleted();
    } catch (error) {
      setIsOpen(false);
      setFailure(
        error instanceof ApiError && !error.isDefaultMessage
          ? error.message
          : 'Failed to remove user account from server',
      );
    }
  };

  return (
    <AccountCard title="Your right to be forgotten">
      <p className="govuk-body">We keep these things about you while you have an account:</p>
      <ul className="govuk-list govuk-list--bullet">
        <li>your name, email addresses and postcode</li>
        <li>your mobile phone number and date of birth, if you linked a mobile</li>
        <li>the PINs you made for people you trust</li>
        <li>assessments you have started but not submitted</li>
      </ul>
      <p className="govuk-body">
        Deleting your account removes all of these. It cannot be undone. Assessments you have
        already submitted to the council stay with the council, which needs them to arrange your
        care and support, but they will no longer be linked to a login.
      </p>
      {failure && (
        <div className="govuk-error-summary" role="alert">
          <h3 className="govuk-error-summary__title">Your account was not deleted</h3>
          <ProblemMessage className="govuk-body govuk-!-margin-bottom-0">{failure}</ProblemMessage>
        </div>
      )}
      {props.canChange && (
        <button
          type="button"
          className="govuk-button govuk-button--warning"
          onClick={() => {
            setTyped('');
            setPhraseError(null);
            setIsOpen(true);
          }}
        >
          Delete my account
        </button>
      )}
      <ConfirmDialog
        isOpen={isOpen}
        title="Delete your account"
        confirmLabel="Delete my account"
        isWarning
        isBusy={remove.isPending}
        onConfirm={() => void onConfirm()}
        onClose={() => setIsOpen(false)}
      >
        <FormGroup error={phraseError ?? undefined}>
          <label className="govuk-label" htmlFor={inputId}>
            To confirm, type <strong>{constants.deletionPhrase}</strong>
          </label>
          <ErrorMessage id={inputId} message={phraseError ?? undefined} isAlert />
          <input
            id={inputId}
            ref={inputRef}
            className={`govuk-input govuk-input--width-20${phraseError ? ' govuk-input--error' : ''}`}
            aria-describedby={describedBy(inputId, false, phraseError ?? undefined)}
            aria-invalid={phraseError ? true : undefined}
            value={typed}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void onConfirm();
              }
            }}
          />
        </FormGroup>
        {remove.isPending && <LoadingSpinner label="Deleting your account…" />}
      </ConfirmDialog>
    </AccountCard>
  );
}
