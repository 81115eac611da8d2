import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { stubFetch, testConfig } from '../../../testing/app-test-kit.tsx';
import { renderSignedInPage, testUserProfile } from '../../../testing/signed-in-page.tsx';
import { sessionKeys } from '../../../lib/session-store.ts';
import { LoginPage } from '../pages/login-page.tsx';
import { StaffSignInReturnPage } from '../pages/staff-sign-in-return-page.tsx';

const buttonName = 'Council staff: sign in with your council account';
const staffMember = { ...testUserProfile, id: 's1', roleNames: ['customer-services'] };

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

/** jsdom cannot leave the page; where the app sends the browser is recorded instead. */
function recordDepartures(): string[] {
  const departures: string[] = [];
  vi.stubGlobal('location', { ...window.location, assign: (to: string) => departures.push(to) });
  return departures;
}

/** The return page, with the staff inbox beside it so arriving there can be seen. */
function ReturnOrInbox() {
  const { pathname, search } = useLocation();
  if (pathname === '/staff') return <p>Staff inbox{search}</p>;
  return (
    <>
      <p data-testid="address">{search}</p>
      <StaffSignInReturnPage />
    </>
  );
}

describe('the sign-in page for council staff', () => {
  it('offers no council sign-in when the provider is not configured', async () => {
    stubFetch(() => ({ status: 404, body: {} }));
    renderSignedInPage('/login', '/login', <LoginPage />);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: buttonName })).toBeNull();
  });

  it('sends staff to the provider, keeping the start token in the tab only', async () => {
    const authorizationUrl = 'https://login.council.example/authorize?state=s&nonce=n';
    const requests = stubFetch((request) =>
      request.path === '/auth/staff/sign-in'
        ? { status: 200, body: { data: { authorizationUrl, attempt: 'attempt-token-1234567' } } }
        : { status: 404, body: {} },
    );
    const departures = recordDepartures();
    renderSignedInPage('/login', '/login', <LoginPage />, {
      ...testConfig,
      staffSignInEnabled: true,
    });
    fireEvent.click(await screen.findByRole('button', { name: buttonName }));
    await waitFor(() => expect(departures).toEqual([authorizationUrl]));
    expect(requests.filter((r) => r.path === '/auth/staff/sign-in')).toHaveLength(1);
    expect(window.sessionStorage.getItem('staffSignInAttempt')).toBe('attempt-token-1234567');
  });
});

describe('the return from the council provider', () => {
  it("sends the provider's answer with the tab's token and opens the inbox signed in", async () => {
    window.sessionStorage.setItem('staffSignInAttempt', 'attempt-token-1234567');
    const requests = stubFetch((request) => {
      if (request.path === '/auth/staff/sign-in/return') {
        return { status: 200, body: { data: { token: 'staff-session', user: staffMember } } };
      }
      if (request.path === '/internal/v1/userProfile') {
        return { status: 200, body: { data: staffMember } };
      }
      return { status: 404, body: {} };
    });
    renderSignedInPage(
      '*',
      '/staff/sign-in/return?code=abc&state=xyz&iss=https%3A%2F%2Flogin.council.example',
      <ReturnOrInbox />,
    );
    expect(await screen.findByText('Staff inbox')).toBeTruthy();
    expect(requests.find((r) => r.path === '/auth/staff/sign-in/return')?.body).toEqual({
      attempt: 'attempt-token-1234567',
      returnParameters: 'code=abc&state=xyz&iss=https%3A%2F%2Flogin.council.example',
    });
    expect(window.sessionStorage.getItem(sessionKeys.token)).toBe('staff-session');
    // Used once: a second page load cannot finish the same sign-in.
    expect(window.sessionStorage.getItem('staffSignInAttempt')).toBeNull();
  });

  it("takes the provider's answer out of the address at once", async () => {
    window.sessionStorage.setItem('staffSignInAttempt', 'attempt-token-1234567');
    stubFetch(() => new Promise(() => undefined));
    renderSignedInPage('*', '/staff/sign-in/return?code=abc&state=xyz', <ReturnOrInbox />);
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(''));
    expect(screen.getByRole('status').textContent).toContain('Signing you in');
  });

  it("shows the server's reason and the way back when the sign-in is refused", async () => {
    const refusal =
      'Your council account is not in a group that gives access to this service. Ask your manager or IT service desk to add you to the right group.';
    window.sessionStorage.setItem('staffSignInAttempt', 'attempt-token-1234567');
    stubFetch((request) =>
      request.path === '/auth/staff/sign-in/return'
        ? { status: 403, body: { errors: [{ error: refusal, code: 'STAFF_ROLE_REQUIRED' }] } }
        : { status: 404, body: {} },
    );
    renderSignedInPage('*', '/staff/sign-in/return?code=abc&state=xyz', <ReturnOrInbox />);
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back to the sign-in page' })).toBeTruthy();
    expect(window.sessionStorage.getItem(sessionKeys.token)).toBeNull();
  });

  it('sends nothing when this tab started no sign-in', async () => {
    const requests = stubFetch(() => ({ status: 404, body: {} }));
    renderSignedInPage('*', '/staff/sign-in/return?code=abc&state=xyz', <ReturnOrInbox />);
    expect(await screen.findByRole('link', { name: 'Go back to the sign-in page' })).toBeTruthy();
    expect(requests.filter((r) => r.path.startsWith('/auth/staff'))).toEqual([]);
  });
});
