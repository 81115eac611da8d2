import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closedMessage } from '@csa/contracts';
import { paths } from '../../../config/paths.ts';
import { renderSignedInPage, stubClosedElsewhereOnSave } from '../../../testing/signed-in-page.tsx';
import { SubmitterPage } from '../pages/submitter-page.tsx';
import { assessmentWith } from '../../../testing/render-with-query-client.tsx';

beforeEach(() => window.sessionStorage.setItem('token', 'test-token'));
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

function renderPage(formId: string) {
  renderSignedInPage(
    paths.submitter.path,
    paths.submitter.getHref('CSA', formId),
    <SubmitterPage />,
  );
}

describe('the personal details page', () => {
  it('when the assessment was closed in another tab, says so where the form was and takes focus there', async () => {
    const open = assessmentWith('CSA', {
      personalDetails: {
        firstName: 'Ada',
        lastName: 'Okafor',
        dob: '1950-03-07',
        address: { single_line_address: '1 Colebrooke Street, London, SE15 6JY' },
      },
    });
    stubClosedElsewhereOnSave(open);
    renderPage(open.id);
    const save = await screen.findByRole('button', { name: 'Save and continue' });
    save.focus();
    await userEvent.click(save);
    const notice = await screen.findByText(closedMessage);
    // The button that had focus went with the form: the notice that replaced it takes focus.
    await waitFor(() => expect(document.activeElement).toBe(notice));
  });
});
