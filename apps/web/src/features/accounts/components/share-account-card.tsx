import { useRef, useState } from 'react';
import type { UserProfile } from '@csa/contracts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useDeleteAgentLogin } from '../api/delete-agent-login.ts';
import { useGenerateAgentLogin } from '../api/generate-agent-login.ts';
import { ApiError } from '../../../lib/api-error.ts';
import {
  addAgentLogin,
  readAgentLogins,
  removeAgentLogin,
  type StoredAgentLogin,
} from '../lib/agent-login-store.ts';
import { AccountCard } from './account-card.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** Spec §3: a PIN is displayed as ######## when it is not known (after the page it was made on). */
const hiddenPin = '########';

/** Share your account (spec §2): PINs for a trusted person, kept in `agentLogins`. */
export function ShareAccountCard(props: { user: UserProfile; canChange: boolean }) {
  const { user } = props;
  const [pins, setPins] = useState<StoredAgentLogin[]>(() => readAgentLogins(user.id));
  // PINs made on this visit, by id; never written to storage.
  const [shownPins, setShownPins] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<StoredAgentLogin | null>(null);
  const generate = useGenerateAgentLogin();
  const remove = useDeleteAgentLogin();
  const generateButton = useRef<HTMLButtonElement>(null);

  const onGenerate = async () => {
    setError(null);
    try {
      const created = await generate.mutateAsync();
      addAgentLogin({ id: created.id, expiry: created.expiry, userId: user.id });
      setShownPins((shown) => ({ ...shown, [created.id]: created.token }));
      setPins(readAgentLogins(user.id));
    } catch (cause) {
      const detail = cause instanceof ApiError && cause.status === 409 ? ` ${cause.message}` : '';
      setError(`Failed to generate PIN.${detail}`);
    }
  };

  const onConfirmDelete = async () => {
    if (!toDelete) return;
    setError(null);
    try {
      await remove.mutateAsync(toDelete.id);
    } catch (cause) {
      // Already gone on the server (expired or deleted elsewhere): just tidy the list.
      if (!(cause instanceof ApiError && cause.status === 404)) {
        setToDelete(null);
        setError('Failed to delete PIN');
        return;
      }
    }
    removeAgentLogin(toDelete.id);
    setPins(readAgentLogins(user.id));
    setToDelete(null);
  };

  return (
    <AccountCard title="Share your account">
      <p className="govuk-body">
        If someone you trust is helping you, you can give them a PIN. They sign in with your email
        address and the PIN, and can then fill in and submit assessments for you. They cannot change
        your account. Each PIN works for 24 hours, and you can delete it at any time.
      </p>
      {error && (
        <div className="govuk-error-summary" role="alert">
          <p className="govuk-body govuk-error-message govuk-!-margin-bottom-0">{error}</p>
        </div>
      )}
      {!user.emailProfileEmail && (
        <p className="govuk-body">
          A PIN works with the email address you sign in with. You sign in by mobile, so PINs are
          not available.
        </p>
      )}
      {pins.length > 0 && (
        <table className="govuk-table">
          <caption className="govuk-table__caption govuk-table__caption--s">Your PINs</caption>
          <thead className="govuk-table__head">
            <tr className="govuk-table__row">
              <th scope="col" className="govuk-table__header">
                PIN
              </th>
              <th scope="col" className="govuk-table__header">
                Works until
              </th>
              <th scope="col" className="govuk-table__header">
                <span className="govuk-visually-hidden">Action</span>
              </th>
            </tr>
          </thead>
          <tbody className="govuk-table__body">
            {pins.map((pin) => {
              const token = shownPins[pin.id];
              return (
                <tr className="govuk-table__row" key={pin.id}>
                  <td className="govuk-table__cell">
                    <span className="app-pin" data-testid="agent-pin">
                      {token ?? hiddenPin}
                    </span>
                    {!token && (
                      <span className="govuk-visually-hidden"> (hidden: shown only when made)</span>
                    )}
                  </td>
                  <td className="govuk-table__cell">{formatDateTime(pin.expiry)}</td>
                  <td className="govuk-table__cell">
                    {props.canChange && (
                      <button
                        type="button"
                        className="govuk-button govuk-button--warning govuk-!-margin-bottom-0"
                        onClick={() => setToDelete(pin)}
                      >
                        Delete
                        <span className="govuk-visually-hidden">
                          {` PIN ${token ?? ''} that works until ${formatDateTime(pin.expiry)}`}
                        </span>
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {props.canChange && user.emailProfileEmail && (
        <button
          ref={generateButton}
          type="button"
          className="govuk-button"
          disabled={generate.isPending}
          onClick={() => void onGenerate()}
        >
          Generate PIN
        </button>
      )}
      <ConfirmDialog
        isOpen={toDelete !== null}
        title="Are you sure you want to delete this PIN?"
        confirmLabel="Delete PIN"
        isWarning
        isBusy={remove.isPending}
        onConfirm={() => void onConfirmDelete()}
        onClose={() => setToDelete(null)}
        fallbackFocus={() => generateButton.current}
      >
        <p className="govuk-body">Anyone using it will be signed out.</p>
      </ConfirmDialog>
    </AccountCard>
  );
}
