import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { testConfig } from '../../../testing/app-test-kit.tsx';
import { renderSignedInPage } from '../../../testing/signed-in-page.tsx';
import { sessionKeys } from '../../session-store.ts';
import { AccountSwitchPrompt } from '../account-switch-prompt.tsx';
import { useAuth } from '../auth-context.tsx';
import { consumeSignInState, createSignInState, signInStateKey } from '../sign-in-state.ts';

const theirs = { id: 'u2', name: 'Mallory Jones', email: 'mallory@example.test', roleNames: [] };
const mine = { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.test', roleNames: [] };
const accountPrompt = 'Which account do you want to use?';

/** The server knows `their-token` (Mallory) and `my-token` (Ada); any other token is unknown. */
function stubServer() {
  const gone: string[] = [];
  vi.stubGlobal('fetch', async (input: URL | string, init?: RequestInit) => {
    const path = new URL(String(input)).pathname;
    const authorization = new Headers(init?.headers).get('Authorization') ?? '';
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    const user = { 'Bearer their-token': theirs, 'Bearer my-token': mine }[authorization];
    if (path === '/internal/v1/userProfile') {
      return user ? json(200, { data: user }) : json(404, { status: 404, message: 'Not found' });
    }
    if (path === '/internal/validate') return json(user ? 200 : 401, { data: {} });
    return json(200, { data: {} });
  });
  // jsdom cannot leave the page; where the app goes is recorded instead, and the rest is read
  // from the page's own address as the test sets it.
  const location = window.location;
  vi.stubGlobal('location', {
    get origin() {
      return location.origin;
    },
    get pathname() {
      return location.pathname;
    },
    get search() {
      return location.search;
    },
    get hash() {
      return location.hash;
    },
    assign: (address: string) => gone.push(address),
  });
  return gone;
}

function SignInProbe() {
  const auth = useAuth();
  const { login } = auth;
  if (auth.status === 'starting') return <p>Starting</p>;
  return (
    <>
      <p>{auth.status === 'signedIn' ? `Signed in as ${auth.user?.name ?? ''}` : 'Signed out'}</p>
      <button type="button" onClick={login}>
        Log In
      </button>
    </>
  );
}

/** Opens the app at `href`, the address the browser shows as the page loads. */
function arriveAt(href: string, config = testConfig) {
  window.history.replaceState(null, '', href);
  return renderSignedInPage(
    '*',
    href,
    <>
      <AccountSwitchPrompt />
      <SignInProbe />
    </>,
    config,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('a sign-in token in the address', () => {
  it('asks before signing in when this browser did not ask for it (a link from someone else)', async () => {
    stubServer();
    arriveAt('/assessment/CSA?token=their-token');
    await screen.findByRole('heading', { name: accountPrompt });
    expect(screen.getByText(/You are not signed in/)).toBeTruthy();
    expect(screen.getByText(/Mallory Jones \(mallory@example.test\)/)).toBeTruthy();
    expect(screen.getByText('Signed out')).toBeTruthy();
    expect(window.sessionStorage.getItem(sessionKeys.token)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Continue as Mallory Jones' }));
    await screen.findByText('Signed in as Mallory Jones');
    expect(window.sessionStorage.getItem(sessionKeys.token)).toBe('their-token');
    expect(screen.queryByRole('heading', { name: accountPrompt })).toBeNull();
  });

  it('stays signed out when the resident does not want the account of the link', async () => {
    stubServer();
    arriveAt('/?token=their-token');
    fireEvent.click(await screen.findByRole('button', { name: 'Do not sign in' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: accountPrompt })).toBeNull());
    expect(screen.getByText('Signed out')).toBeTruthy();
    expect(window.sessionStorage.getItem(sessionKeys.token)).toBeNull();
    expect(window.sessionStorage.getItem(sessionKeys.user)).toBeNull();
  });

  it('signs in without asking when it brings back a state this browser made', async () => {
    stubServer();
    const state = createSignInState();
    arriveAt(`/?token=their-token&state=${state}`);
    await screen.findByText('Signed in as Mallory Jones');
    expect(screen.queryByRole('heading', { name: accountPrompt })).toBeNull();
    expect(window.sessionStorage.getItem(sessionKeys.token)).toBe('their-token');
    // Used up: the same address again is a link like any other.
    expect(consumeSignInState(state)).toBe(false);
  });

  it('asks when the state is not one this browser made, or was used already', async () => {
    stubServer();
    const used = createSignInState();
    consumeSignInState(used);
    for (const state of ['made-elsewhere', used]) {
      arriveAt(`/?token=their-token&state=${state}`);
      await screen.findByRole('heading', { name: accountPrompt });
      expect(window.sessionStorage.getItem(sessionKeys.token)).toBeNull();
      cleanup();
    }
  });

  it('still asks before replacing another account signed in to this tab, even with its state', async () => {
    stubServer();
    window.sessionStorage.setItem(sessionKeys.token, 'my-token');
    arriveAt(`/?token=their-token&state=${createSignInState()}`);
    await screen.findByRole('heading', { name: accountPrompt });
    expect(screen.getByText(/You are signed in as/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stay signed in as Ada Lovelace' })).toBeTruthy();
    expect(window.sessionStorage.getItem(sessionKeys.token)).toBe('my-token');
  });

  it('treats an unknown token as signed out, without asking', async () => {
    stubServer();
    arriveAt('/?token=not-a-live-token');
    await screen.findByText('Signed out');
    expect(screen.queryByRole('heading', { name: accountPrompt })).toBeNull();
    expect(window.sessionStorage.getItem(sessionKeys.token)).toBeNull();
  });

  it('sends a state to a configured gateway and accepts the token it returns with it', async () => {
    const gone = stubServer();
    arriveAt('/help', { ...testConfig, accountGatewayUrl: 'https://gateway.example.test' });
    fireEvent.click(await screen.findByRole('button', { name: 'Log In' }));
    const address = new URL(gone[0] ?? '');
    expect(`${address.origin}${address.pathname}`).toBe('https://gateway.example.test/');
    expect(address.searchParams.get('view')).toBe('login');
    const state = address.searchParams.get('state') ?? '';
    expect(window.localStorage.getItem(signInStateKey)).toContain(state);
    cleanup();

    arriveAt(`/?token=their-token&state=${state}`, {
      ...testConfig,
      accountGatewayUrl: 'https://gateway.example.test',
    });
    await screen.findByText('Signed in as Mallory Jones');
    expect(screen.queryByRole('heading', { name: accountPrompt })).toBeNull();
  });

  it('asks every time with a gateway that does not send the state back', async () => {
    const gone = stubServer();
    arriveAt('/help', { ...testConfig, accountGatewayUrl: 'https://gateway.example.test' });
    fireEvent.click(await screen.findByRole('button', { name: 'Log In' }));
    expect(gone).toHaveLength(1);
    cleanup();
    arriveAt('/?token=their-token', {
      ...testConfig,
      accountGatewayUrl: 'https://gateway.example.test',
    });
    await screen.findByRole('heading', { name: accountPrompt });
  });
});
