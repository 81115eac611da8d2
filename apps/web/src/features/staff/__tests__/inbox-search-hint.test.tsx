import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderSignedInPage, testUserProfile } from '../../../testing/signed-in-page.tsx';
import { stubFetch } from '../../../testing/app-test-kit.tsx';
import { StaffInboxPage } from '../pages/staff-inbox-page.tsx';

beforeEach(() => window.sessionStorage.setItem('token', 'test-token'));
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

it('tells staff that the search finds the start of a reference or of a word of the name', async () => {
  stubFetch((request) => ({
    status: 200,
    body:
      request.path === '/internal/v1/userProfile'
        ? { data: { ...testUserProfile, roleNames: ['customer-services'] } }
        : { data: [], meta: { total: 0, page: 1, pageSize: 25 } },
  }));
  renderSignedInPage('/staff', '/staff', <StaffInboxPage />);
  const search = await screen.findByRole('searchbox', { name: 'Reference or name' });
  // The server matches from the start of the reference or of any word of the name (decision
  // 0128), so a word's middle finds nothing: the hint says so before anyone wonders why.
  const hintId = search.getAttribute('aria-describedby') ?? '';
  expect(document.getElementById(hintId)?.textContent).toBe(
    'The start of the reference, or the start of any word of the name, for example “CSA-2026-0001” or “priya kh”',
  );
});
