import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffSubmissionDetail } from '@csa/contracts';
import { stubFetch, type RecordedRequest } from '../../../testing/app-test-kit.tsx';
import { renderSignedInPage, testUserProfile } from '../../../testing/signed-in-page.tsx';
import { StaffSubmissionPage } from '../pages/staff-submission-page.tsx';

beforeEach(() => {
  window.sessionStorage.setItem('token', 'test-token');
  // jsdom has no object URLs: the saved file is only named here.
  URL.createObjectURL = () => 'blob:caller-data';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

const formId = '0b9a3c1e-7d2f-4e5a-8b6c-1d2e3f4a5b6c';

const phoneCase: StaffSubmissionDetail = {
  id: formId,
  reference: 'CSA-0042',
  formTypeCode: 'CSA',
  team: 'customer-services',
  status: 'new',
  submittedAt: '2026-11-20T10:00:00.000Z',
  residentName: 'Winifred Atwell',
  contactDueBy: null,
  overdue: false,
  careActUnmetCount: null,
  reachesIndicativeThreshold: null,
  channel: 'phone',
  title: 'Self-assessment',
  blocks: [],
  suggestions: [],
  delivery: [],
  history: [],
  careActOutcomes: null,
  takenBy: { id: 'staff-1', name: 'Colin Services' },
  shownVersions: { linksAndWording: null, questionnaire: null },
};

const onlineCase: StaffSubmissionDetail = { ...phoneCase, channel: 'online', takenBy: null };

const refusal = 'This submission has no phone caller’s record here.';

/** The server of a member of staff with `roleNames`, showing `detail`; the admin calls answer
 * as `answers` says. */
function openCase(
  roleNames: string[],
  detail: StaffSubmissionDetail,
  answers: { erase?: number } = {},
): RecordedRequest[] {
  const requests = stubFetch((request) => {
    if (request.path === '/internal/validate') return { status: 200, body: {} };
    if (request.path === '/internal/v1/userProfile') {
      return { status: 200, body: { data: { ...testUserProfile, roleNames } } };
    }
    if (request.path.endsWith('/caller-export')) {
      return { status: 200, body: { data: { caller: { callerName: 'Winifred Atwell' } } } };
    }
    if (request.path.endsWith('/caller')) {
      const status = answers.erase ?? 200;
      return status === 200
        ? { status, body: { data: { isErased: true } } }
        : {
            status,
            body: { status, method: 'DELETE', errors: [{ error: refusal }], message: refusal },
          };
    }
    return { status: 200, body: { data: detail } };
  });
  renderSignedInPage(
    '/staff/submissions/:id',
    `/staff/submissions/${formId}`,
    <StaffSubmissionPage />,
  );
  return requests;
}

const adminCalls = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.path.startsWith('/internal/v1/admin/'));

describe('a phone caller’s data requests on the case page', () => {
  it('are not offered to the team’s staff who are not admins', async () => {
    openCase(['customer-services'], phoneCase);
    await screen.findByRole('heading', { name: 'Submission CSA-0042' });
    expect(screen.queryByRole('heading', { name: 'The caller’s data' })).toBeNull();
    expect(screen.queryByRole('button', { name: /caller’s data|caller’s record/ })).toBeNull();
  });

  it('are not offered for a submission made online, even to an admin', async () => {
    openCase(['customer-services', 'admin'], onlineCase);
    await screen.findByRole('heading', { name: 'Submission CSA-0042' });
    expect(screen.queryByRole('heading', { name: 'The caller’s data' })).toBeNull();
  });

  it('lets an admin download the caller’s data and says when it is ready', async () => {
    const user = userEvent.setup();
    const requests = openCase(['customer-services', 'admin'], phoneCase);
    await screen.findByRole('heading', { name: 'The caller’s data' });
    await user.click(screen.getByRole('button', { name: 'Download the caller’s data' }));
    const again = await screen.findByRole('link', { name: 'Save the caller’s data again' });
    expect(again.getAttribute('download')).toMatch(
      /^caller-data-CSA-0042-\d{4}-\d{2}-\d{2}\.json$/,
    );
    expect(adminCalls(requests)).toEqual([
      {
        method: 'GET',
        path: `/internal/v1/admin/submissions/${formId}/caller-export`,
        body: undefined,
      },
    ]);
  });

  it('asks before erasing, by keyboard; Cancel erases nothing and gives focus back', async () => {
    const user = userEvent.setup();
    const requests = openCase(['customer-services', 'admin'], phoneCase);
    const erase = await screen.findByRole('button', { name: 'Erase the caller’s record' });
    erase.focus();
    await user.keyboard('{Enter}');
    const question = screen.getByRole('group', { name: /Erase the caller’s record\?/ });
    expect(question.textContent).toContain('cannot be undone');
    const yes = screen.getByRole('button', { name: 'Yes, erase the caller’s record' });
    expect(document.activeElement).toBe(yes);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Erase the caller’s record' }),
    );
    expect(adminCalls(requests)).toEqual([]);
  });

  it('erases on Yes and says so, in a message that takes focus', async () => {
    const user = userEvent.setup();
    const requests = openCase(['customer-services', 'admin'], phoneCase);
    await user.click(await screen.findByRole('button', { name: 'Erase the caller’s record' }));
    await user.click(screen.getByRole('button', { name: 'Yes, erase the caller’s record' }));
    const done = await screen.findByText(/The caller’s record was erased/);
    await waitFor(() => expect(document.activeElement).toBe(done.closest('[tabindex="-1"]')));
    expect(done.closest('[role="status"]')).not.toBeNull();
    expect(adminCalls(requests)).toEqual([
      {
        method: 'DELETE',
        path: `/internal/v1/admin/submissions/${formId}/caller`,
        body: undefined,
      },
    ]);
    // Nothing is left to erase or download.
    expect(screen.queryByRole('button', { name: 'Erase the caller’s record' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download the caller’s data' })).toBeNull();
  });

  it('gives the server’s reason when erasure fails, as an alert that takes focus', async () => {
    const user = userEvent.setup();
    openCase(['customer-services', 'admin'], phoneCase, { erase: 404 });
    await user.click(await screen.findByRole('button', { name: 'Erase the caller’s record' }));
    await user.click(screen.getByRole('button', { name: 'Yes, erase the caller’s record' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(refusal);
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });
});
