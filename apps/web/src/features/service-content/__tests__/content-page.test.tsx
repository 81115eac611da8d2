import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServiceContent } from '@csa/questionnaire';
import { paths } from '../../../config/paths.ts';
import { stubFetch } from '../../../testing/app-test-kit.tsx';
import { ContentPageBody } from '../pages/content-page.tsx';
import { conflict, conflictMessage, draftOf, renderAdminPage } from './render-admin-page.tsx';

beforeEach(() => window.sessionStorage.setItem('token', 'test-token'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const linkCheckOff = { isEnabled: false, lastStartedAt: null, lastFinishedAt: null, failures: [] };

const open = () =>
  renderAdminPage(paths.contentAdmin.path, paths.contentAdmin.getHref(), <ContentPageBody />);

describe('the help links and wording page', () => {
  it('lists each pathway’s areas with their links, linked to the area’s editor', async () => {
    stubFetch(() => ({ status: 200, body: { data: draftOf() } }));
    open();
    const table = await screen.findByRole('table', {
      name: 'Help links: Care and support assessment',
    });
    const link = within(table).getByRole('link', {
      name: 'Edit links for Your eating and drinking habits',
    });
    expect(link.getAttribute('href')).toBe(
      paths.contentAdminLinks.getHref('CSA', 'manageNutrition'),
    );
    expect(screen.getByRole('table', { name: "Help links: Carer's assessment" })).toBeTruthy();
    expect(screen.getByText(/No changes have been saved since version 1/)).toBeTruthy();
  });

  it('saves the wording in the draft from the revision it opened', async () => {
    const user = userEvent.setup();
    const requests = stubFetch((request) =>
      request.method === 'PUT'
        ? {
            status: 200,
            body: {
              data: draftOf({
                revision: 1,
                savedAt: '2026-11-29T10:00:00.000Z',
                content: (request.body as { content: ServiceContent }).content,
              }),
            },
          }
        : { status: 200, body: { data: draftOf() } },
    );
    open();
    const hours = await screen.findByLabelText('Opening hours');
    await user.clear(hours);
    await user.type(hours, 'Monday to Saturday, 8am to 8pm');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText(/The wording is saved in the draft/);
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.path).toBe('/internal/v1/admin/content/draft');
    expect(put?.body).toMatchObject({
      revision: 0,
      content: { wording: { openingHours: 'Monday to Saturday, 8am to 8pm' } },
    });
  });

  it('shows the server’s field error beside the field it names', async () => {
    const user = userEvent.setup();
    stubFetch((request) =>
      request.method === 'PUT'
        ? {
            status: 400,
            body: {
              status: 400,
              method: 'PUT',
              errors: [
                {
                  error: 'content.wording.openingHours: Enter the text',
                  field: 'content.wording.openingHours',
                },
              ],
              message: 'content.wording.openingHours: Enter the text',
            },
          }
        : { status: 200, body: { data: draftOf() } },
    );
    open();
    await user.clear(await screen.findByLabelText('Opening hours'));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getByRole('link', { name: 'Opening hours: Enter the text' })
        .getAttribute('href'),
    ).toBe('#wording-openingHours');
    expect(document.activeElement).toBe(summary.parentElement);
  });

  it('says when another admin saved first, and keeps what was typed through a reload', async () => {
    const user = userEvent.setup();
    let reads = 0;
    stubFetch((request) => {
      if (request.method === 'PUT') return conflict;
      // The link check on the same page is not a read of the draft.
      if (request.path.endsWith('/link-check'))
        return { status: 200, body: { data: linkCheckOff } };
      reads += 1;
      return {
        status: 200,
        body: {
          data: draftOf(
            reads > 1
              ? {
                  revision: 2,
                  savedAt: '2026-11-29T10:00:00.000Z',
                  savedByEmail: 'bo@council.test',
                }
              : {},
          ),
        },
      };
    });
    open();
    const hours = await screen.findByLabelText('Opening hours');
    await user.clear(hours);
    await user.type(hours, 'Weekdays 8 to 8');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await screen.findAllByText(conflictMessage)).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Reload the draft' }));
    await screen.findByText(/by bo@council.test/);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Opening hours').value).toBe(
      'Weekdays 8 to 8',
    );
    await waitFor(() => expect(reads).toBe(2));
  });
});
