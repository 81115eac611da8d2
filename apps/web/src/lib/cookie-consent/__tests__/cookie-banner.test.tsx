import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router';
import { constants } from '@csa/contracts/constants';
import { writeConsent } from '../consent-cookie.ts';
import { CookieBanner } from '../cookie-banner.tsx';

beforeEach(() => {
  // jsdom lays nothing out; the banner's room at the bottom is measured in a browser.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // The choice is a cookie: forget it for the next test.
  document.cookie = `${constants.consentCookieName}=; Max-Age=0; Path=/`;
});

describe('the cookie banner', () => {
  it('Hide puts focus on the page heading at once, not after a timer', async () => {
    vi.useFakeTimers();
    render(
      <MemoryRouter>
        <CookieBanner />
        <main id="main-content">
          <h1>Your assessments</h1>
        </main>
      </MemoryRouter>,
    );
    await act(() => vi.advanceTimersByTimeAsync(constants.cookieBannerDelayMs));
    fireEvent.click(screen.getByRole('button', { name: 'Reject additional cookies' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hide cookie message' }));
    // No timer has run: a screen reader, or a keyboard user's next Tab, finds focus on the page.
    expect(screen.queryByRole('button', { name: 'Hide cookie message' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('goes when the choice is made on the cookie policy page, and stays away', async () => {
    vi.useFakeTimers();
    render(
      <MemoryRouter>
        <CookieBanner />
      </MemoryRouter>,
    );
    await act(() => vi.advanceTimersByTimeAsync(constants.cookieBannerDelayMs));
    expect(screen.getByRole('button', { name: 'Reject additional cookies' })).toBeTruthy();
    act(() => writeConsent('rejected'));
    expect(screen.queryByRole('button', { name: 'Accept additional cookies' })).toBeNull();
  });

  it('does not appear when the choice was made before its second was up', async () => {
    vi.useFakeTimers();
    render(
      <MemoryRouter>
        <CookieBanner />
      </MemoryRouter>,
    );
    act(() => writeConsent('accepted'));
    await act(() => vi.advanceTimersByTimeAsync(constants.cookieBannerDelayMs * 2));
    expect(screen.queryByRole('button', { name: 'Accept additional cookies' })).toBeNull();
  });

  it('keeps asking from page to page, and leaves its confirmation behind on the next page', async () => {
    vi.useFakeTimers();
    render(
      <MemoryRouter>
        <CookieBanner />
        <Link to="/help">Useful resources</Link>
        <Link to="/">Home</Link>
      </MemoryRouter>,
    );
    await act(() => vi.advanceTimersByTimeAsync(constants.cookieBannerDelayMs));
    fireEvent.click(screen.getByRole('link', { name: 'Useful resources' }));
    expect(screen.getByRole('button', { name: 'Accept additional cookies' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Accept additional cookies' }));
    expect(screen.getByRole('alert').textContent).toMatch(/You've accepted additional cookies/);
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hide cookie message' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept additional cookies' })).toBeNull();
  });
});
