import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alreadySubmittedMessage, closedMessage, type Assessment } from '@csa/contracts';
import { keyAnswers } from '@csa/questionnaire';
import { paths } from '../../../config/paths.ts';
import { AreaPage } from '../index.ts';
import { areaFormStrings } from '../lib/area-form-strings.ts';
import {
  renderSignedInPage,
  signedInAnswer,
  stubClosedElsewhereOnSave,
} from '../../../testing/signed-in-page.tsx';
import { buildAssessment, stubFetch } from '../../../testing/app-test-kit.tsx';

beforeEach(() => window.sessionStorage.setItem('token', 'test-token'));
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

/** The whole page as the router shows it: signed in, the form answered by `formResponse`. */
function renderPage(area: string, formResponse: { status: number; body: unknown }) {
  stubFetch((request) => signedInAnswer(request) ?? formResponse);
  renderRouter(area);
}

function renderRouter(area: string) {
  renderSignedInPage(paths.area.path, paths.area.getHref('CSA', 'form-1', area), <AreaPage />);
}

const found = (assessment: Assessment) => ({ status: 200, body: { data: assessment } });

describe('the area page', () => {
  it('opens the area of the address on its first step', async () => {
    renderPage('personalHygiene', found(buildAssessment()));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Your personal hygiene and appearance',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toMatch(/^Step 1 of 2/);
  });

  it("shows 'Page was not found' for an area the pathway does not have", async () => {
    renderPage('noSuchArea', found(buildAssessment()));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page was not found' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your assessment' }).getAttribute('href')).toBe(
      '/assessment/CSA/form-1',
    );
  });

  it('offers the assessment list, not Try again, for an assessment that does not exist', async () => {
    renderPage('personalHygiene', {
      status: 404,
      body: { status: 404, method: 'GET', errors: [{ error: 'Item was not found' }], message: '' },
    });
    const link = await screen.findByRole('link', { name: 'Go to your assessments' });
    expect(link.getAttribute('href')).toBe('/assessment/CSA');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers no form for a closed assessment', async () => {
    renderPage('personalHygiene', found(buildAssessment({ status: 'ABANDONED' })));
    expect(await screen.findByText(closedMessage)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('offers no form for a submitted assessment', async () => {
    renderPage('personalHygiene', found(buildAssessment({ submittedFields: '{}' })));
    expect(await screen.findByText(alreadySubmittedMessage)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('when the assessment was closed in another tab, says so where the form was and takes focus there', async () => {
    // Open on the help page, as a resident who has watched the video would.
    const open = buildAssessment({
      dirtyFields: JSON.stringify({
        personalHygiene: { answers: {}, lastStepIndex: 1, isComplete: false },
      }),
    });
    stubClosedElsewhereOnSave(open);
    renderRouter('personalHygiene');
    await userEvent.click(await screen.findByRole('radio', { name: keyAnswers.canDo }));
    const next = screen.getByRole('button', { name: /^(Next|Continue)$/ });
    next.focus();
    await userEvent.click(next);
    const notice = await screen.findByRole('heading', {
      level: 2,
      name: areaFormStrings.readOnlyTitle,
    });
    expect(screen.getByText(closedMessage)).toBeTruthy();
    // The button that had focus is gone with the form: focus goes to what replaced it.
    await waitFor(() => expect(document.activeElement).toBe(notice));
  });

  it('leaves focus to the page when a closed assessment is opened', async () => {
    renderPage('personalHygiene', found(buildAssessment({ status: 'ABANDONED' })));
    await screen.findByText(closedMessage);
    expect(document.activeElement).toBe(document.body);
  });

  it("says 'Could not load the form' when the assessment cannot be read", async () => {
    renderPage('personalHygiene', {
      status: 500,
      body: {
        status: 500,
        method: 'GET',
        errors: [{ error: 'Database unavailable' }],
        message: '',
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Could not load the form' }),
    ).toBeTruthy();
    expect(screen.getByText('Database unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
