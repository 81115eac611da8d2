import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RuntimeConfig } from '@csa/contracts';
import { testConfig } from '../../../testing/app-test-kit.tsx';
import { renderSignedInPage } from '../../../testing/signed-in-page.tsx';
import { sessionKeys } from '../../session-store.ts';
import { useAuth } from '../auth-context.tsx';

const user = { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.test', roleNames: [] };

/** Every call the page makes, in order, with the address it was sent to last. */
function stubBrowser() {
  const events: string[] = [];
  vi.stubGlobal('fetch', async (input: URL | string, init?: RequestInit) => {
    const path = new URL(String(input)).pathname;
    const authorization = new Headers(init?.headers).get('Authorization') ?? '';
    events.push(`${init?.method ?? 'GET'} ${path} ${authorization}`.trim());
    const body = path === '/internal/v1/userProfile' ? { data: user } : { data: {} };
    return new Response(JSON.stringify(body), {
      status: path === '/auth/logout' ? 204 : 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  // jsdom cannot leave the page; the address the app goes to is recorded instead.
  const location = window.location;
  vi.stubGlobal('location', {
    ...location,
    origin: location.origin,
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    assign: (address: string) => events.push(`go ${address}`),
  });
  return events;
}

function LogoutButton() {
  const auth = useAuth();
  return (
    <button type="button" onClick={() => void auth.logout()}>
      Logout
    </button>
  );
}

function renderApp(config: RuntimeConfig) {
  return renderSignedInPage('*', '/assessment/CSA/1/area/toiletNeeds', <LogoutButton />, config);
}

beforeEach(() => {
  window.sessionStorage.setItem(sessionKeys.token, 'stored-token');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('Logout', () => {
  it('ends the sign-in on this server before going to a configured gateway', async () => {
    const events = stubBrowser();
    renderApp({ ...testConfig, accountGatewayUrl: 'https://gateway.example.test' });
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(events.some((event) => event.startsWith('go '))).toBe(true));
    const revoked = events.indexOf('POST /auth/logout Bearer stored-token');
    const left = events.findIndex((event) => event.startsWith('go '));
    expect(revoked).toBeGreaterThanOrEqual(0);
    expect(revoked).toBeLessThan(left);
    const address = new URL(events[left]?.slice('go '.length) ?? '');
    expect(`${address.origin}${address.pathname}`).toBe('https://gateway.example.test/logout');
    expect(address.searchParams.get('redirect_uri')).toBe(window.location.origin);
    // A token in an address would stay in the history and the gateway's logs.
    expect(address.search).not.toContain('stored-token');
    expect(window.sessionStorage.getItem(sessionKeys.token)).toBeNull();
  });

  it('ends the sign-in on this server and goes home without a gateway', async () => {
    const events = stubBrowser();
    renderApp(testConfig);
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(events.at(-1)).toBe('go /'));
    expect(events).toContain('POST /auth/logout Bearer stored-token');
  });

  it('leaves no unsaved answers in the tab for the next person at the computer', async () => {
    stubBrowser();
    window.sessionStorage.setItem('areaDraft:1:toiletNeeds', '{"answers":{},"stepIndex":1}');
    window.sessionStorage.setItem('personalDetailsDraft:1', '{"firstName":"Ada"}');
    renderApp(testConfig);
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(window.sessionStorage.getItem(sessionKeys.token)).toBeNull());
    expect(window.sessionStorage.getItem('areaDraft:1:toiletNeeds')).toBeNull();
    expect(window.sessionStorage.getItem('personalDetailsDraft:1')).toBeNull();
    // Where the resident was is kept, so signing in again returns there (spec §4).
    expect(window.sessionStorage.getItem(sessionKeys.savedPage)).not.toBeNull();
  });
});
