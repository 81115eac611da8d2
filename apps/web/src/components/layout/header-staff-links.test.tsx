import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { UserProfile } from '@csa/contracts';
import { RuntimeConfigProvider } from '../../config/runtime-config.tsx';
import { stubFetch, testConfig } from '../../testing/app-test-kit.tsx';
import { AuthProvider } from '../../lib/auth/auth-context.tsx';
import { testUserProfile } from '../../testing/signed-in-page.tsx';
import { Header } from './header.tsx';

beforeEach(() => window.sessionStorage.setItem('token', 'test-token'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

async function headerLinksFor(roleNames: string[]): Promise<string[]> {
  const user: UserProfile = { ...testUserProfile, roleNames };
  stubFetch((request) =>
    request.path === '/internal/v1/userProfile'
      ? { status: 200, body: { data: user } }
      : { status: 200, body: {} },
  );
  render(
    <RuntimeConfigProvider config={testConfig}>
      <MemoryRouter>
        <AuthProvider>
          <Header />
        </AuthProvider>
      </MemoryRouter>
    </RuntimeConfigProvider>,
  );
  const navigation = screen.getByRole('navigation', { name: 'Main' });
  await within(navigation).findByRole('button', { name: /Account menu for/ });
  return within(navigation)
    .getAllByRole('link')
    .map((link) => `${link.textContent ?? ''} ${link.getAttribute('href') ?? ''}`);
}

describe('the header for council staff', () => {
  it('links a team member to the inbox and an admin to administration', async () => {
    expect(await headerLinksFor(['carers-centre', 'admin'])).toEqual(
      expect.arrayContaining(['Staff /staff', 'Admin /admin']),
    );
  });

  it('shows a team member without the admin role only the inbox', async () => {
    const links = await headerLinksFor(['customer-services']);
    expect(links).toContain('Staff /staff');
    expect(links.some((link) => link.startsWith('Admin'))).toBe(false);
  });

  it('shows an admin without a team role only administration', async () => {
    const links = await headerLinksFor(['admin']);
    expect(links).toContain('Admin /admin');
    expect(links.some((link) => link.startsWith('Staff'))).toBe(false);
  });

  it('links a service manager to the performance page, and to no staff page', async () => {
    const links = await headerLinksFor(['service-manager']);
    expect(links).toContain('Performance /admin/performance');
    expect(links.some((link) => /^(Staff|Admin) /.test(link))).toBe(false);
  });

  it('shows neither to a resident', async () => {
    const links = await headerLinksFor([]);
    expect(links.some((link) => /^(Staff|Admin) /.test(link))).toBe(false);
  });
});
