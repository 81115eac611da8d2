import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServiceContent } from '@csa/questionnaire';
import { paths } from '../../../config/paths.ts';
import { stubFetch } from '../../../testing/app-test-kit.tsx';
import { AreaLinks } from '../pages/area-links-page.tsx';
import { draftOf, renderAdminPage, shipped } from './render-admin-page.tsx';

beforeEach(() => window.sessionStorage.setItem('token', 'test-token'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const open = () =>
  renderAdminPage(
    paths.contentAdminLinks.path,
    paths.contentAdminLinks.getHref('CSA', 'manageNutrition'),
    <AreaLinks formTypeCode="CSA" areaKey="manageNutrition" />,
  );

const saved = (request: { body: unknown }) => ({
  status: 200,
  body: {
    data: draftOf({ revision: 1, content: (request.body as { content: ServiceContent }).content }),
  },
});

const national = shipped.links.CSA.areas.manageNutrition ?? [];

// Typing into a page with many buttons is slow on a busy machine.
describe('an area’s help links', { timeout: 30_000 }, () => {
  it('adds a local link, saved in the draft, by keyboard', async () => {
    const user = userEvent.setup();
    const requests = stubFetch((request) =>
      request.method === 'PUT' ? saved(request) : { status: 200, body: { data: draftOf() } },
    );
    open();
    await user.click(await screen.findByRole('button', { name: 'Add a link' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Add a link' }));
    await user.type(screen.getByLabelText('Label'), 'Lunch club');
    await user.type(screen.getByLabelText('Address'), 'https://lunch-club.example.gov.uk/');
    await user.selectOptions(screen.getByLabelText('Category'), 'Meal support');
    expect(screen.getByLabelText<HTMLInputElement>('Local').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Your eating and drinking habits').checked).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Save link in draft' }));
    await screen.findByText(/“Lunch club” is saved in the draft/);
    const put = requests.find((request) => request.method === 'PUT');
    const content = (put?.body as { content: ServiceContent }).content;
    expect(content.links.local.flavours['london-borough']?.areas.manageNutrition?.at(-1)).toEqual({
      label: 'Lunch club',
      url: 'https://lunch-club.example.gov.uk/',
      category: 'Meal support',
      localContent: true,
      blacklist: [],
    });
    const locals = screen.getByRole('heading', { name: 'Local links' }).nextElementSibling;
    expect(within(locals as HTMLElement).getByText('Lunch club')).toBeTruthy();
  });

  it('shows the server’s refusal of an address that is not https beside the Address field', async () => {
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
                  error:
                    'content.links.local.flavours.london-borough.areas.manageNutrition.0.url: Invalid URL',
                  field: 'content.links.local.flavours.london-borough.areas.manageNutrition.0.url',
                },
              ],
            },
          }
        : { status: 200, body: { data: draftOf() } },
    );
    open();
    await user.click(await screen.findByRole('button', { name: 'Add a link' }));
    await user.type(screen.getByLabelText('Label'), 'Lunch club');
    await user.type(screen.getByLabelText(/^Address/), 'http://lunch-club.example.gov.uk/');
    await user.click(screen.getByRole('button', { name: 'Save link in draft' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link').getAttribute('href')).toBe('#link-url');
    expect(screen.getByLabelText(/^Address/).getAttribute('aria-describedby')).toContain(
      'link-url-error',
    );
    // What was typed stays.
    expect(screen.getByLabelText<HTMLInputElement>('Label').value).toBe('Lunch club');
  });

  it('moves a link down with a button and retires one after asking', async () => {
    const user = userEvent.setup();
    const requests = stubFetch((request) =>
      request.method === 'PUT' ? saved(request) : { status: 200, body: { data: draftOf() } },
    );
    open();
    const first = national[0];
    const second = national[1];
    await user.click(
      await screen.findByRole('button', { name: `Move down “${first?.label ?? ''}”` }),
    );
    await screen.findByText(`“${first?.label ?? ''}” moved down.`);
    const moved = (requests.at(-1)?.body as { content: ServiceContent }).content;
    expect(moved.links.CSA.areas.manageNutrition?.slice(0, 2).map((entry) => entry.url)).toEqual([
      second?.url,
      first?.url,
    ]);
    const retire = screen.getByRole('button', { name: `Retire “${second?.label ?? ''}”` });
    await user.click(retire);
    // Asked first; Cancel gives focus back and saves nothing.
    const saves = requests.length;
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(requests).toHaveLength(saves);
    const opener = screen.getByRole('button', { name: `Retire “${second?.label ?? ''}”` });
    expect(document.activeElement).toBe(opener);
    await user.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes, retire it' }));
    await user.click(screen.getByRole('button', { name: 'Yes, retire it' }));
    await screen.findByText(/is retired in the draft/);
    const retired = (requests.at(-1)?.body as { content: ServiceContent }).content;
    expect(retired.links.CSA.areas.manageNutrition?.map((entry) => entry.url)).not.toContain(
      second?.url,
    );
    expect((requests.at(-1)?.body as { revision: number }).revision).toBe(1);
  });
});
