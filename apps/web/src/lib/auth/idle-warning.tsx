import { useEffect, useRef, useState } from 'react';
import { ProblemMessage } from '../../components/ui/problem-message.tsx';
import { useRuntimeConfig } from '../../config/runtime-config.tsx';
import { subscribeToSessionActivity } from '../request-events.ts';
import { useAuth } from './auth-context.tsx';

/** WCAG 2.2.1: the warning comes this long before the sign-in ends. */
export const idleWarningLeadMs = 2 * 60_000;
/** The server records activity at most once a minute, so its clock may have started up to a
 * minute before the request this tab last saw; the deadline is counted from that earlier time. */
const serverTouchSlackMs = 60_000;

export const idleWarningStrings = {
  title: 'You will be signed out soon',
  body: 'You have not saved anything for a while. To protect your information we will sign you out in about 2 minutes.',
  kept: 'Anything you typed and have not saved stays in this browser tab.',
  stay: 'Stay signed in',
  failed: 'We could not keep you signed in. Check your internet connection and try again.',
} as const;

/**
 * Warns two minutes before the idle limit ends the sign-in, with a button that extends it,
 * and signs the tab out when the limit passes (the page then says so and offers Log in).
 * Typing is not activity the server can see; only a request restarts its clock. Escape, the
 * usual way to answer a dialog, extends the sign-in as the button does: dismissing it without
 * that left the resident to be signed out with no second warning (docs/decisions/0108).
 * The key is stopped on the dialog itself, because Chromium lets a page refuse only the first
 * of two close requests with no click between: a second Escape while a slow extension was on
 * its way closed the warning.
 */
export function IdleWarning() {
  const auth = useAuth();
  const { sessionIdleMinutes } = useRuntimeConfig();
  const { endSession, extendSession } = auth;
  const isAuthenticated = auth.status === 'signedIn';
  const [lastActivity, setLastActivity] = useState(() => Date.now());
  const [isOpen, setIsOpen] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const isExtendingRef = useRef(false);

  useEffect(
    () =>
      subscribeToSessionActivity(() => {
        setLastActivity(Date.now());
        setIsOpen(false);
      }),
    [],
  );

  useEffect(() => {
    if (!isAuthenticated) return;
    const endsAt = lastActivity - serverTouchSlackMs + sessionIdleMinutes * 60_000;
    const now = Date.now();
    const warnTimer = window.setTimeout(
      () => setIsOpen(true),
      Math.max(0, endsAt - idleWarningLeadMs - now),
    );
    const endTimer = window.setTimeout(endSession, Math.max(0, endsAt - now));
    return () => {
      window.clearTimeout(warnTimer);
      window.clearTimeout(endTimer);
    };
  }, [isAuthenticated, lastActivity, sessionIdleMinutes, endSession]);

  const isShown = isOpen && isAuthenticated;
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isShown && !dialog.open) dialog.showModal();
    else if (!isShown && dialog.open) dialog.close();
  }, [isShown]);

  const onStay = () => {
    // A second press or click while the first extension is on its way asks nothing more.
    if (isExtendingRef.current) return;
    isExtendingRef.current = true;
    setHasFailed(false);
    // A successful request publishes activity, which closes the dialog and restarts the clock.
    extendSession()
      .catch(() => {
        setHasFailed(true);
        // Open again if the browser closed it meanwhile (a back gesture is a close request
        // the page cannot always refuse), so the resident learns the sign-in was not kept.
        setIsOpen(true);
      })
      .finally(() => {
        isExtendingRef.current = false;
      });
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape is the dialog's own key; stopping it here keeps Chromium from closing the warning
    <dialog
      ref={dialogRef}
      className="app-dialog"
      aria-labelledby="idle-warning-title"
      aria-describedby="idle-warning-body"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onStay();
      }}
      onCancel={(event) => {
        // The dialog stays until the extension succeeds (its activity closes it) or says why not.
        event.preventDefault();
        onStay();
      }}
      onClose={() => setIsOpen(false)}
    >
      <h2 className="govuk-heading-m" id="idle-warning-title">
        {idleWarningStrings.title}
      </h2>
      <div id="idle-warning-body">
        <p className="govuk-body">{idleWarningStrings.body}</p>
        <p className="govuk-body">{idleWarningStrings.kept}</p>
      </div>
      {hasFailed && <ProblemMessage isAlert>{idleWarningStrings.failed}</ProblemMessage>}
      <button type="button" className="govuk-button govuk-!-margin-bottom-0" onClick={onStay}>
        {idleWarningStrings.stay}
      </button>
    </dialog>
  );
}
