import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { testConfig } from '../../../testing/app-test-kit.tsx';
import { renderSignedInPage, testUserProfile } from '../../../testing/signed-in-page.tsx';
import { sessionKeys } from '../../session-store.ts';
import { useAuth } from '../auth-context.tsx';

const providerSignOut =
  'https://login.council.example/logout?client_id=care&post_logout_redirect_uri=https%3A%2F%2Fcare.example%2Flogin';
const providerConfig = { ...testConfig, staffSignInEnabled: true };

/** Every call and departure, in order, answering as a signed-in tab's server does. */
function stubBrowser(roleNames: string[], signOutUrl: string | null) {
  const events: string[] = [];
  vi.stubGlobal('fetch', async (input: URL | string, init?: RequestInit) => {
    const path = new URL(String(input)).pathname;
    const authorization = new Headers(init?.headers).get('Authorization') ?? '';
    events.push(`${init?.method ?? 'GET'} ${path} ${authorization}`.trim());
    let body: unknown = { data: {} };
    if (path === '/internal/v1/userProfile') body = { data: { ...testUserProfile, roleNames } };
    if (path === '/auth/staff/sign-out') body = { data: { providerSignOutUrl: signOutUrl } };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('location', {
    ...window.location,
    assign: (address: string) => events.push(`go ${address}`),
  });
  return events;
}

function LogoutButton() {
  const auth = useAuth();
  return (
    <button type="button" disabled={!auth.user} onClick={() => void auth.logout()}>
      Logout
    </button>
  );
}

async function signOut(config = providerConfig) {
  renderSignedInPage('*', '/staff', <LogoutButton />, config);
  const button = await screen.findByRole('button', { name: 'Logout' });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
}

beforeEach(() => {
  window.sessionStorage.setItem(sessionKeys.token, 'staff-token');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('signing out staff who signed in with their council account', () => {
  it("ends the session here, then at the council's provider", async () => {
    const events = stubBrowser(['customer-services'], providerSignOut);
    await signOut();
    await waitFor(() => expect(events.at(-1)).toBe(`go ${providerSignOut}`));
    expect(events).toContain('POST /auth/staff/sign-out Bearer staff-token');
    expect(events).not.toContain('POST /auth/logout Bearer staff-token');
    expect(window.sessionStorage.getItem(sessionKeys.token)).toBeNull();
  });

  it('goes to the sign-in page when the provider offers no sign-out address', async () => {
    const events = stubBrowser(['admin'], null);
    await signOut();
    await waitFor(() => expect(events.at(-1)).toBe('go /login'));
    expect(events).toContain('POST /auth/staff/sign-out Bearer staff-token');
  });

  it('signs residents out as before', async () => {
    const events = stubBrowser([], providerSignOut);
    await signOut();
    await waitFor(() => expect(events.at(-1)).toBe('go /'));
    expect(events).toContain('POST /auth/logout Bearer staff-token');
    expect(events.some((event) => event.includes('/auth/staff/sign-out'))).toBe(false);
  });

  it('signs staff out as before when the council has no provider', async () => {
    const events = stubBrowser(['customer-services'], providerSignOut);
    await signOut(testConfig);
    await waitFor(() => expect(events.at(-1)).toBe('go /'));
    expect(events).toContain('POST /auth/logout Bearer staff-token');
  });
});
