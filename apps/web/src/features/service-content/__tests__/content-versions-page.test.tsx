import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../../config/paths.ts';
import { stubFetch } from '../../../testing/app-test-kit.tsx';
import { ContentVersions } from '../pages/content-versions-page.tsx';
import { renderAdminPage } from './render-admin-page.tsx';

beforeEach(() => window.sessionStorage.setItem('token', 'test-token'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const versions = [
  {
    version: 2,
    note: 'Lunch club added',
    publishedAt: '2026-11-29T10:00:00.000Z',
    publishedByEmail: 'ada@council.test',
    republishedFrom: null,
    isCurrent: true,
  },
  {
    version: 1,
    note: 'As shipped',
    publishedAt: '2026-11-28T10:00:00.000Z',
    publishedByEmail: null,
    republishedFrom: null,
    isCurrent: false,
  },
];

const changes = {
  from: 1,
  to: 2,
  linksAdded: [
    {
      catalogue: 'local:london-borough',
      areaKey: 'manageNutrition',
      url: 'https://lunch-club.example.gov.uk/',
      label: 'Lunch club',
    },
  ],
  linksRemoved: [],
  linksChanged: [],
  wordingChanged: [{ field: 'openingHours', before: '9 to 5', after: '8 to 8' }],
};

function serve(request: { method: string; path: string }) {
  if (request.method === 'POST') {
    return {
      status: 201,
      body: { data: { ...versions[1], version: 3, republishedFrom: 1, isCurrent: true } },
    };
  }
  if (request.path.endsWith('/changes')) return { status: 200, body: { data: changes } };
  return { status: 200, body: { data: versions } };
}

const open = () =>
  renderAdminPage(
    paths.contentAdminVersions.path,
    paths.contentAdminVersions.getHref(),
    <ContentVersions />,
  );

describe('the published versions', () => {
  it('lists who published each version, when and why, and what changed in the newest', async () => {
    stubFetch(serve);
    open();
    const row = await screen.findByRole('row', { name: /Lunch club added/ });
    expect(within(row).getByText('Residents see this')).toBeTruthy();
    expect(within(row).getByText(/ada@council.test/)).toBeTruthy();
    const shown = await screen.findByRole('region', { name: 'From version 1 to version 2' });
    expect(within(shown).getByText(/Your eating and drinking habits, Local/)).toBeTruthy();
    expect(within(shown).getByText('Before: 9 to 5')).toBeTruthy();
    expect(within(shown).getByText('After: 8 to 8')).toBeTruthy();
  });

  it('publishes an earlier version again only after the confirmation', async () => {
    const user = userEvent.setup();
    const requests = stubFetch(serve);
    open();
    await user.click(
      await screen.findByRole('button', { name: 'Publish this version again (version 1)' }),
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Note about why'));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const opener = screen.getByRole('button', { name: 'Publish this version again (version 1)' });
    expect(document.activeElement).toBe(opener);
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Yes, publish version 1 again' }));
    await screen.findByText(/Version 1 is published again as version 3/);
    expect(requests.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      path: '/internal/v1/admin/content/versions/1/republish',
      body: { note: 'Back to version 1' },
    });
  });
});
