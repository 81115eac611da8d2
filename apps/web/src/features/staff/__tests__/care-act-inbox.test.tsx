import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { StaffSubmissionSummary } from '@csa/contracts';
import { renderSignedInPage, testUserProfile } from '../../../testing/signed-in-page.tsx';
import { StaffInboxPage } from '../pages/staff-inbox-page.tsx';

beforeEach(() => window.sessionStorage.setItem('token', 'test-token'));
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

const base = {
  formTypeCode: 'CSA',
  team: 'customer-services',
  status: 'new',
  submittedAt: '2026-11-20T10:00:00.000Z',
  contactDueBy: null,
  overdue: false,
  channel: 'online',
} as const;

const twoUnmet: StaffSubmissionSummary = {
  ...base,
  id: 'f-two',
  reference: 'CSA-0002',
  residentName: 'Ada Two',
  careActUnmetCount: 2,
  reachesIndicativeThreshold: true,
};
const oneUnmet: StaffSubmissionSummary = {
  ...base,
  id: 'f-one',
  reference: 'CSA-0001',
  residentName: 'Bea One',
  careActUnmetCount: 1,
  reachesIndicativeThreshold: false,
};
const notKept: StaffSubmissionSummary = {
  ...base,
  id: 'f-old',
  reference: 'CSA-0000',
  residentName: 'Cy Old',
  careActUnmetCount: null,
  reachesIndicativeThreshold: null,
};

/** A customer services inbox holding `rows`; every list request's address is kept. */
function stubInbox(rows: StaffSubmissionSummary[]): URL[] {
  const lists: URL[] = [];
  vi.stubGlobal('fetch', async (input: URL | string) => {
    const url = new URL(String(input));
    let body: unknown = {};
    if (url.pathname === '/internal/v1/userProfile') {
      body = { data: { ...testUserProfile, roleNames: ['customer-services'] } };
    }
    if (url.pathname === '/internal/v1/staff/submissions') {
      lists.push(url);
      body = { data: rows, meta: { total: rows.length, page: 1, pageSize: 25 } };
    }
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return lists;
}

function rowOf(reference: string): HTMLElement {
  const row = screen.getByRole('link', { name: reference }).closest('tr');
  if (!row) throw new Error(`${reference} is not in a table row`);
  return row;
}

/** The cell under `header` in `row`, found by the header's position, as a screen reader does. */
function cellUnder(row: HTMLElement, header: string): HTMLElement {
  const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
  const cell = within(row).getAllByRole('cell')[headers.indexOf(header)];
  if (!cell) throw new Error(`no cell under ${header}`);
  return cell;
}

describe('the Care Act outcomes in the staff inbox', () => {
  it('shows the number of outcomes appearing unmet under its own header, labelled for the stacked layout', async () => {
    stubInbox([oneUnmet, twoUnmet, notKept]);
    renderSignedInPage('/staff', '/staff', <StaffInboxPage />);
    await screen.findByRole('link', { name: 'CSA-0002' });
    const two = cellUnder(rowOf('CSA-0002'), 'Outcomes appearing unmet');
    expect(two.textContent).toBe('2 Reaches indicative threshold');
    expect(two.getAttribute('data-label')).toBe('Outcomes appearing unmet');
    expect(within(two).getByText('Reaches indicative threshold').className).toBe(
      'govuk-tag govuk-tag--purple',
    );
    expect(cellUnder(rowOf('CSA-0001'), 'Outcomes appearing unmet').textContent).toBe('1');
    expect(cellUnder(rowOf('CSA-0000'), 'Outcomes appearing unmet').textContent).toBe(
      'Not recorded',
    );
    expect(screen.getByRole('table').querySelector('caption')?.textContent).toBe('Oldest first');
  });

  it('asks the server for cases reaching the threshold, sorted by unmet outcomes, from labelled controls', async () => {
    const lists = stubInbox([twoUnmet]);
    renderSignedInPage('/staff', '/staff', <StaffInboxPage />);
    await screen.findByRole('link', { name: 'CSA-0002' });
    // The first list is the default: every case, oldest first.
    expect(lists[0]?.searchParams.get('threshold')).toBeNull();
    expect(lists[0]?.searchParams.get('sort')).toBeNull();

    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Oldest first', 'Most outcomes appearing unmet first']);
    const threshold = screen.getByRole('checkbox', {
      name: 'Only cases that reach the indicative threshold',
    });
    expect(threshold).toHaveProperty('checked', false);
    fireEvent.change(sort, { target: { value: 'most-unmet' } });
    fireEvent.click(threshold);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    });
    await screen.findByText('Most outcomes appearing unmet first', { selector: 'caption' });
    const last = lists.at(-1);
    expect(last?.searchParams.get('threshold')).toBe('reached');
    expect(last?.searchParams.get('sort')).toBe('most-unmet');
  });

  it('keeps the filter and the sort from the address', async () => {
    const lists = stubInbox([twoUnmet]);
    renderSignedInPage('/staff', '/staff?threshold=reached&sort=most-unmet', <StaffInboxPage />);
    await screen.findByRole('link', { name: 'CSA-0002' });
    expect(lists[0]?.searchParams.get('threshold')).toBe('reached');
    expect(lists[0]?.searchParams.get('sort')).toBe('most-unmet');
    expect(
      screen.getByRole('checkbox', { name: 'Only cases that reach the indicative threshold' }),
    ).toHaveProperty('checked', true);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveProperty('value', 'most-unmet');
  });

  it('ignores a filter or sort in the address that it does not know', async () => {
    const lists = stubInbox([twoUnmet]);
    renderSignedInPage('/staff', '/staff?threshold=yes&sort=newest', <StaffInboxPage />);
    await screen.findByRole('link', { name: 'CSA-0002' });
    expect(lists[0]?.searchParams.get('threshold')).toBeNull();
    expect(lists[0]?.searchParams.get('sort')).toBeNull();
  });
});
