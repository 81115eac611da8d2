import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AgentLoginSummary, UserProfile } from '@csa/contracts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { agentLoginsQueryKey, useAgentLogins } from '../api/get-agent-logins.ts';
import { useDeleteAgentLogin } from '../api/delete-agent-login.ts';
import { useGenerateAgentLogin } from '../api/generate-agent-login.ts';
import { AccountCard } from './account-card.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ProblemMessage } from '../../../components/ui/problem-message.tsx';

/** Spec §3: a PIN is displayed as ######## when it is not known (after the page it was made on). */
const hiddenPin = '########';

/**
 * Share your account (spec §2): PINs for a trusted person. The list of live PINs comes from
 * the server, so every browser the resident signs in on shows them and can delete them; the
 * PIN itself is known only on the page that made it (the server keeps a hash).
 */
export function ShareAccountCard(props: { user: UserProfile; canChange: boolean }) {
  const { user } = props;
  const queryClient = useQueryClient();
  const canHavePins = props.canChange && Boolean(user.emailProfileEmail);
  const list = useAgentLogins(user.id, canHavePins);
  const pins = list.data ?? [];
  // PINs made on this visit, by id; never written to storage.
  const [shownPins, setShownPins] = useState<Record<string, string>>({});
  const [newPin, setNewPin] = useState<{ token: string; expiry: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<AgentLoginSummary | null>(null);
  const generate = useGenerateAgentLogin();
  const remove = useDeleteAgentLogin();
  const generateButton = useRef<HTMLButtonElement>(null);
  const newPinRef = useRef<HTMLDivElement>(null);

  // The new PIN is the result of the button: focus goes to it, so it is read out.
  useEffect(() => {
    if (newPin) newPinRef.current?.focus();
  }, [newPin]);

  const refreshList = () =>
    queryClient.invalidateQueries({ queryKey: agentLoginsQueryKey(user.id) });

  const onGenerate = async () => {
    setError(null);
    try {
      const created = await generate.mutateAsync();
      setShownPins((shown) => ({ ...shown, [created.id]: created.token }));
      setNewPin({ token: created.token, expiry: created.expiry });
    } catch (cause) {
      // Spec §8's text; a refusal (409: too many live PINs) adds its reason.
      setError(
        cause instanceof ApiError && cause.status === 409
          ? `Failed to generate PIN. ${cause.message}`
          : 'Failed to generate PIN',
      );
    }
    await refreshList();
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
    if (shownPins[toDelete.id] === newPin?.token) setNewPin(null);
    await refreshList();
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
          <ProblemMessage className="govuk-body govuk-!-margin-bottom-0">{error}</ProblemMessage>
        </div>
      )}
      {list.isError && (
        <ProblemMessage className="govuk-body" isAlert>
          We could not load your PINs. Reload the page to try again.
        </ProblemMessage>
      )}
      {!user.emailProfileEmail && (
        <p className="govuk-body">
          A PIN works with the email address you sign in with. You sign in by mobile, so PINs are
          not available.
        </p>
      )}
      {newPin && (
        <div className="govuk-inset-text app-new-pin" ref={newPinRef} tabIndex={-1} role="status">
          <p className="govuk-body govuk-!-margin-bottom-1">
            Your new PIN is{' '}
            {/* The label (one digit at a time, not one large number) needs a role that takes a
                label: an image of the PIN, whose text is still there to copy. */}
            <span className="app-pin" role="img" aria-label={newPin.token.split('').join(' ')}>
              {newPin.token}
            </span>
          </p>
          <p className="govuk-body govuk-!-margin-bottom-0">
            {`It works until ${formatDateTime(newPin.expiry)}. Write it down now: we show it only once.`}
          </p>
        </div>
      )}
      {pins.length > 0 && (
        <table className="govuk-table app-pin-table">
          <caption className="govuk-table__caption govuk-table__caption--s">Your PINs</caption>
          <thead className="govuk-table__head">
            <tr className="govuk-table__row">
              <th scope="col" className="govuk-table__header">
                PIN
              </th>
              <th scope="col" className="govuk-table__header">
                Made
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
                  <td className="govuk-table__cell" data-label="PIN">
                    <span className="app-pin" data-testid="agent-pin">
                      {token ?? hiddenPin}
                    </span>
                    {!token && (
                      <span className="govuk-visually-hidden"> (hidden: shown only when made)</span>
                    )}
                  </td>
                  <td className="govuk-table__cell" data-label="Made">
                    {formatDateTime(pin.created)}
                  </td>
                  <td className="govuk-table__cell" data-label="Works until">
                    {formatDateTime(pin.expiry)}
                  </td>
                  <td className="govuk-table__cell">
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
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {canHavePins && (
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
