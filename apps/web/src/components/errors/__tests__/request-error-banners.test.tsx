import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { toApiError } from '../../../lib/api-error.ts';
import { publishRequestError } from '../../../lib/request-events.ts';
import { stubFetch } from '../../../testing/app-test-kit.tsx';
import { renderSignedInPage, signedInAnswer } from '../../../testing/signed-in-page.tsx';
import { RequestErrorBanners } from '../request-error-banners.tsx';

beforeEach(() => window.sessionStorage.setItem('token', 'test-token'));
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('the request error banners (spec §8)', () => {
  it.each([
    [500, 'Dismiss'],
    [403, 'Cancel'],
  ])('after a %i, %s puts focus on the page, not the body', async (status, button) => {
    stubFetch((request) => signedInAnswer(request) ?? { status: 200, body: {} });
    renderSignedInPage(
      '/',
      '/',
      <>
        <RequestErrorBanners />
        <main id="main-content" tabIndex={-1}>
          <h1>Your assessments</h1>
        </main>
      </>,
    );
    await screen.findByRole('heading', { level: 1 });
    act(() => publishRequestError(toApiError(status, 'GET', {})));
    const pressed = await screen.findByRole('button', { name: button });
    pressed.focus();
    fireEvent.click(pressed);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });
});
