import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../../testing/app-test-kit.tsx';
import { renderSignedInPage, testUserProfile } from '../../../testing/signed-in-page.tsx';
import { PerformancePage } from '../pages/performance-page.tsx';

beforeEach(() => window.sessionStorage.setItem('token', 'test-token'));
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

/** A service manager's page; the figures themselves do not load, which the range does not need. */
function openPage() {
  const requests = stubFetch((request) => {
    if (request.path === '/internal/validate') return { status: 200, body: {} };
    if (request.path === '/internal/v1/userProfile') {
      return {
        status: 200,
        body: { data: { ...testUserProfile, roleNames: ['service-manager'] } },
      };
    }
    return { status: 500, body: { message: 'Not in this test' } };
  });
  renderSignedInPage('/admin/performance', '/admin/performance', <PerformancePage />);
  return requests;
}

describe('the range of the performance figures', () => {
  it('refuses a start after the end: the summary links to the start date, which carries the error', async () => {
    const user = userEvent.setup();
    openPage();
    const from = await screen.findByLabelText('From');
    await user.type(from, '2026-11-20');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Show figures' }));

    const link = screen.getByRole('link', {
      name: 'The start date must be on or before the end date',
    });
    expect(link.getAttribute('href')).toBe('#performance-from');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    const errorId = from.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(
      'Error: The start date must be on or before the end date',
    );
    expect(from.closest('.govuk-form-group')?.className).toContain('govuk-form-group--error');
    expect(document.activeElement?.className).toBe('govuk-error-summary');

    await user.clear(screen.getByLabelText('To'));
    await user.click(screen.getByRole('button', { name: 'Show figures' }));
    expect(screen.queryByRole('link', { name: /start date/ })).toBeNull();
    expect(from.getAttribute('aria-invalid')).toBeNull();
  });
});
