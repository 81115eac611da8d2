import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
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

/** A right-to-left override: shown as it is, 'gnp.exe' reads 'exe.png', and it reorders the
 * text after it until the end of the line. */
const override = '\u202E';

const row: StaffSubmissionSummary = {
  id: 'f1',
  reference: 'CSA-0001',
  formTypeCode: 'CSA',
  team: 'customer-services',
  status: 'new',
  submittedAt: '2026-11-20T10:00:00.000Z',
  residentName: `Ada ${override}gnp.exe`,
  contactDueBy: null,
  overdue: false,
  careActUnmetCount: 0,
  reachesIndicativeThreshold: false,
  channel: 'online',
};

const detail: StaffSubmissionDetail = {
  ...row,
  title: 'Care and support self-assessment',
  blocks: [
    { kind: 'heading', level: 2, text: `Person 1: Bob ${override}gnp.exe` },
    { kind: 'entry', label: 'What help do you need?', value: `Help with ${override}sgnippohs` },
    { kind: 'entry', label: 'Which days?', value: ['Monday', `${override}yadseuT`] },
  ],
  suggestions: [],
  delivery: [],
  history: [],
  careActOutcomes: null,
  channel: 'online',
  takenBy: null,
  shownVersions: { linksAndWording: null, questionnaire: null },
};

function stubStaffServer() {
  stubFetch((request) => {
    if (request.path === '/internal/validate') return { status: 200, body: {} };
    if (request.path === '/internal/v1/userProfile') {
      return {
        status: 200,
        body: { data: { ...testUserProfile, roleNames: ['customer-services'] } },
      };
    }
    if (request.path === '/internal/v1/staff/submissions') {
      return { status: 200, body: { data: [row], meta: { total: 1, page: 1, pageSize: 25 } } };
    }
    return { status: 200, body: { data: detail } };
  });
}

/** The element that holds `text` is an isolating <bdi>, and the characters that would reorder
 * the text are gone from what is shown. */
function expectIsolated(text: string) {
  const element = screen.getByText(text);
  expect(element.tagName).toBe('BDI');
  expect(element.textContent).not.toContain(override);
}

describe('resident text on the staff pages', () => {
  it('the inbox shows each resident name isolated, without direction overrides', async () => {
    stubStaffServer();
    renderSignedInPage('/staff', '/staff', <StaffInboxPage />);
    await screen.findByRole('table');
    expectIsolated('Ada gnp.exe');
  });

  it('the case page shows the name, headings and answers isolated, without overrides', async () => {
    stubStaffServer();
    renderSignedInPage('/staff/submissions/:id', '/staff/submissions/f1', <StaffSubmissionPage />);
    await screen.findByText('What help do you need?');
    expectIsolated('Ada gnp.exe');
    expectIsolated('Person 1: Bob gnp.exe');
    expectIsolated('Help with sgnippohs');
    expectIsolated('yadseuT');
    expectIsolated('Monday');
  });
});
