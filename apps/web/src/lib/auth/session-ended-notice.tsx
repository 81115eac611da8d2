import { useEffect, useRef } from 'react';
import { focusPageHeading } from '../../components/layout/focus-page-heading.ts';
import { PageTitleBar } from '../../components/layout/page-title-bar.tsx';
import { useAuth } from './auth-context.tsx';

export const sessionEndedStrings = {
  title: 'Your sign-in has ended',
  reason:
    'For your security we sign you out after a period without activity, or when you sign out on another device or tab.',
  kept: 'Anything you typed on this page and had not saved yet is kept in this browser tab. Log in again and you will come back to the same step with your answers.',
  logIn: 'Log in again',
} as const;

/**
 * Shown in place of a signed-in page once the server has ended the sign-in. It does not send
 * the resident away by itself: someone who stepped away finds out what happened, and chooses
 * to log in, which brings them back to this page (its unsaved answers are drafts in this tab).
 */
export function SessionEndedNotice(props: { hasOwnTitle: boolean }) {
  const { login } = useAuth();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (headingRef.current) headingRef.current.focus();
    else focusPageHeading();
  }, []);
  return (
    <>
      {props.hasOwnTitle ? (
        <h2 className="govuk-heading-m app-focus-target" tabIndex={-1} ref={headingRef}>
          {sessionEndedStrings.title}
        </h2>
      ) : (
        <PageTitleBar title={sessionEndedStrings.title} />
      )}
      <p className="govuk-body">{sessionEndedStrings.reason}</p>
      <p className="govuk-body">{sessionEndedStrings.kept}</p>
      <button type="button" className="govuk-button" onClick={login}>
        {sessionEndedStrings.logIn}
      </button>
    </>
  );
}
