import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { StaffSubmissionDetail, StaffSubmissionSummary } from '@csa/contracts';
import { stubFetch } from '../../../testing/app-test-kit.tsx';
import { renderSignedInPage, testUserProfile } from '../../../testing/signed-in-page.tsx';
import { StaffInboxPage } from '../pages/staff-inbox-page.tsx';
import { StaffSubmissionPage } from '../pages/staff-submission-page.tsx';

beforeEach(() => window.sessionStorage.setItem('token', 'test-token'));
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

/** A carer whose 2-week promise has passed without contact. */
const overdueCarer: StaffSubmissionSummary = {
  id: 'f-overdue',
  reference: 'CAR-0002',
  formTypeCode: 'CARERS',
  team: 'carers-centre',
  status: 'in-progress',
  submittedAt: '2026-11-02T10:00:00.000Z',
  residentName: 'Grace Carer',
  contactDueBy: '2026-11-16T00:00:00.000Z',
  overdue: true,
  // A carer can reach the threshold with their health at risk and no outcome unmet.
  careActUnmetCount: 0,
  reachesIndicativeThreshold: true,
  channel: 'online',
};

/** A care and support assessment: no promise to keep, so never overdue. */
const newCsa: StaffSubmissionSummary = {
  id: 'f-new',
  reference: 'CSA-0003',
  formTypeCode: 'CSA',
  team: 'customer-services',
  status: 'new',
  submittedAt: '2026-11-20T10:00:00.000Z',
  residentName: 'Ada Resident',
  contactDueBy: null,
  overdue: false,
  careActUnmetCount: null,
  reachesIndicativeThreshold: null,
  channel: 'phone',
};

function detailOf(
  summary: StaffSubmissionSummary,
  delivery: StaffSubmissionDetail['delivery'],
): StaffSubmissionDetail {
  return {
    ...summary,
    title: 'Self-assessment',
    blocks: [],
    suggestions: [],
    delivery,
    history: [],
    careActOutcomes: null,
    takenBy: null,
    shownVersions: { linksAndWording: null, questionnaire: null },
  };
}

/** The server of a member of both teams: the inbox lists `rows`, and a case answers `detail`. */
function stubStaffServer(rows: StaffSubmissionSummary[], detail?: StaffSubmissionDetail) {
  stubFetch((request) => {
    if (request.path === '/internal/validate') return { status: 200, body: {} };
    if (request.path === '/internal/v1/userProfile') {
      return {
        status: 200,
        body: { data: { ...testUserProfile, roleNames: ['customer-services', 'carers-centre'] } },
      };
    }
    if (request.path === '/internal/v1/staff/submissions') {
      return {
        status: 200,
        body: { data: rows, meta: { total: rows.length, page: 1, pageSize: 25 } },
      };
    }
    return { status: 200, body: { data: detail } };
  });
}

/** The text of a table row or summary-list row, its cells separated by " | ". */
function cellsOf(row: HTMLElement): string {
  return [...row.children].map((cell) => cell.textContent?.trim()).join(' | ');
}

/** The value beside `key` in the case page's summary list. */
function summaryValue(key: string): HTMLElement {
  const term = screen.getAllByText(key, { selector: 'dt' })[0];
  const value = term?.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`no value beside ${key}`);
  return value;
}

describe('what staff see of each submission in the inbox', () => {
  it('shows its status, the day contact is due by, and Overdue only on the overdue one', async () => {
    stubStaffServer([overdueCarer, newCsa]);
    renderSignedInPage('/staff', '/staff', <StaffInboxPage />);
    const overdueRow = (await screen.findByRole('link', { name: 'CAR-0002' })).closest('tr');
    const newRow = screen.getByRole('link', { name: 'CSA-0003' }).closest('tr');
    if (!overdueRow || !newRow) throw new Error('the rows are not in a table');
    expect(cellsOf(overdueRow)).toBe(
      'CAR-0002 | Grace Carer | Carer | 2 Nov 2026 at 10:00:00 | 16 Nov 2026 | 0 Reaches indicative threshold | In progressOverdue',
    );
    expect(within(overdueRow).getByText('Overdue').className).toContain('govuk-tag--red');
    expect(cellsOf(newRow)).toBe(
      'CSA-0003 | Ada Resident | Care and support | 20 Nov 2026 at 10:00:00 | No deadline | Not recorded | NewPhone',
    );
    expect(within(newRow).queryByText('Overdue')).toBeNull();
    // Taken by a member of staff from a caller: marked as a phone submission.
    expect(within(newRow).getByText('Phone').className).toContain('govuk-tag');
    expect(within(overdueRow).queryByText('Phone')).toBeNull();
  });
});

describe('what staff see on a case page', () => {
  it('shows an overdue case as overdue, with its due date, status and a delivery still failing', async () => {
    stubStaffServer(
      [],
      detailOf(overdueCarer, [
        {
          status: 'failed',
          attempts: 2,
          lastError: 'case-webhook: case webhook answered 500',
          completedAt: null,
          steps: { pdf: '2026-11-02T10:01:00.000Z', 'team-email': '2026-11-02T10:01:05.000Z' },
        },
      ]),
    );
    renderSignedInPage(
      '/staff/submissions/:id',
      '/staff/submissions/f-overdue',
      <StaffSubmissionPage />,
    );
    await screen.findByRole('heading', { name: 'Submission CAR-0002' });

    expect(summaryValue('Contact due by').textContent).toBe('16 Nov 2026');
    const status = summaryValue('Status');
    expect(
      within(status)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['In progress', 'Overdue']);
    expect(within(status).getByText('Overdue').className).toContain('govuk-tag--red');

    const delivery = summaryValue('Delivery');
    expect(delivery.textContent).toContain('Failed, will try again (2 attempts)');
    expect(
      within(delivery)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'PDF stored: done 2 Nov 2026 at 10:01:00',
      'Team email: done 2 Nov 2026 at 10:01:05',
    ]);
    expect(delivery.textContent).toContain('Last problem: case-webhook: case webhook answered 500');
  });

  it('shows a case on time as not overdue, with no deadline and its delivery done', async () => {
    stubStaffServer(
      [],
      detailOf(newCsa, [
        {
          status: 'done',
          attempts: 1,
          lastError: null,
          completedAt: '2026-11-20T10:02:00.000Z',
          steps: { pdf: '2026-11-20T10:01:00.000Z' },
        },
      ]),
    );
    renderSignedInPage(
      '/staff/submissions/:id',
      '/staff/submissions/f-new',
      <StaffSubmissionPage />,
    );
    await screen.findByRole('heading', { name: 'Submission CSA-0003' });

    expect(summaryValue('Contact due by').textContent).toBe('No deadline');
    expect(
      within(summaryValue('Status'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['New']);
    expect(screen.queryByText('Overdue')).toBeNull();
    const delivery = summaryValue('Delivery');
    expect(delivery.textContent).toContain('Delivered on 20 Nov 2026 at 10:02:00 (1 attempt)');
    expect(delivery.textContent).not.toContain('Last problem');
  });

  it('says which help links and wording and which questionnaire the resident was shown', async () => {
    stubStaffServer([], {
      ...detailOf(newCsa, []),
      shownVersions: { linksAndWording: 4, questionnaire: '0123456789abcdef' },
    });
    renderSignedInPage(
      '/staff/submissions/:id',
      '/staff/submissions/f-new',
      <StaffSubmissionPage />,
    );
    await screen.findByRole('heading', { name: 'Submission CSA-0003' });
    expect(summaryValue('Content shown').textContent).toBe(
      'Help links and wording version 4; questionnaire content 0123456789abcdef',
    );
  });

  it('says the versions were not recorded for a submission made before they were', async () => {
    stubStaffServer([], detailOf(newCsa, []));
    renderSignedInPage(
      '/staff/submissions/:id',
      '/staff/submissions/f-new',
      <StaffSubmissionPage />,
    );
    await screen.findByRole('heading', { name: 'Submission CSA-0003' });
    expect(summaryValue('Content shown').textContent).toBe(
      'Not recorded (submitted before versions were kept)',
    );
  });

  it('says so when no delivery has been recorded', async () => {
    stubStaffServer([], detailOf(newCsa, []));
    renderSignedInPage(
      '/staff/submissions/:id',
      '/staff/submissions/f-new',
      <StaffSubmissionPage />,
    );
    await screen.findByRole('heading', { name: 'Submission CSA-0003' });
    expect(screen.getByText('No delivery has been recorded.')).toBeTruthy();
  });

  it('puts the Care Act outcomes (indicative) above the answers', async () => {
    stubStaffServer([], detailOf(newCsa, []));
    renderSignedInPage(
      '/staff/submissions/:id',
      '/staff/submissions/f-new',
      <StaffSubmissionPage />,
    );
    await screen.findByRole('heading', { name: 'Submission CSA-0003' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings[0]).toBe('Care Act outcomes (indicative)');
    expect(headings.at(-1)).toBe('The submission');
    expect(screen.getByRole('heading', { name: 'The submission' }).id).toBe('the-submission');
  });
});
