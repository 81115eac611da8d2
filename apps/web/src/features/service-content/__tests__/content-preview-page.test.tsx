import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../../config/paths.ts';
import { stubFetch } from '../../../testing/app-test-kit.tsx';
import { ContentPreview } from '../pages/content-preview-page.tsx';
import { draftOf, renderAdminPage, shipped } from './render-admin-page.tsx';

beforeEach(() => window.sessionStorage.setItem('token', 'test-token'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const lunchClub = {
  category: 'Meal support' as const,
  label: 'Lunch club',
  url: 'https://lunch-club.example.gov.uk/',
  localContent: true,
  blacklist: [],
};

function changedDraft() {
  const content = structuredClone(shipped);
  content.links.local.flavours['london-borough'] = { areas: { manageNutrition: [lunchClub] } };
  content.wording.openingHours = 'Monday to Saturday, 8am to 8pm <b>late</b>';
  return draftOf({ revision: 3, savedAt: '2026-11-29T10:00:00.000Z', content });
}

const open = () =>
  renderAdminPage(
    paths.contentAdminPreview.path,
    paths.contentAdminPreview.getHref(),
    <ContentPreview />,
  );

describe('the preview of the draft', () => {
  it('shows the help page and the submitted page’s wording as residents would, marked as a preview', async () => {
    stubFetch(() => ({ status: 200, body: { data: changedDraft() } }));
    open();
    const help = await screen.findByRole('region', { name: /Help page/ });
    expect(within(help).getByText(/Residents do not see this until it is published/)).toBeTruthy();
    // All the pathway's links at first, Telecare among them.
    expect(within(help).getByRole('region', { name: 'Telecare' })).toBeTruthy();
    const meals = within(help).getByRole('region', { name: 'Meal support' });
    const card = within(meals).getByRole('link', { name: 'Lunch club' }).closest('li');
    expect(within(card as HTMLElement).getByText('Local')).toBeTruthy();
    // One area's help page, as the area's suggestions show it.
    await userEvent
      .setup()
      .selectOptions(
        screen.getByLabelText('Help page to preview'),
        'Help with: Your eating and drinking habits',
      );
    const areaPage = screen.getByRole('region', {
      name: 'Help page: Help with: Your eating and drinking habits',
    });
    expect(within(areaPage).getByRole('link', { name: 'Lunch club' })).toBeTruthy();
    expect(within(areaPage).queryByRole('region', { name: 'Telecare' })).toBeNull();
    const submitted = screen.getByRole('region', { name: /Submitted page/ });
    // Markup in the wording is shown as the characters it is.
    expect(within(submitted).getByText('Monday to Saturday, 8am to 8pm <b>late</b>')).toBeTruthy();
  });

  it('asks for a note, then publishes the revision shown', async () => {
    const user = userEvent.setup();
    const requests = stubFetch((request) =>
      request.method === 'POST'
        ? {
            status: 201,
            body: {
              data: {
                version: 2,
                note: 'Lunch club',
                publishedAt: '2026-11-29T10:00:00.000Z',
                publishedByEmail: 'ada@council.test',
                republishedFrom: null,
                isCurrent: true,
              },
            },
          }
        : { status: 200, body: { data: changedDraft() } },
    );
    open();
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('Enter a note saying what changed')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    await user.type(screen.getByLabelText('Note about what changed'), 'Lunch club added');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByRole('heading', { name: 'Version 2 is published' });
    expect(requests.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      path: '/internal/v1/admin/content/publish',
      body: { revision: 3, note: 'Lunch club added' },
    });
  });

  it('has nothing to publish before a change is saved', async () => {
    stubFetch(() => ({ status: 200, body: { data: draftOf() } }));
    open();
    await screen.findByText(/No changes have been saved since version 1/);
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });
});
