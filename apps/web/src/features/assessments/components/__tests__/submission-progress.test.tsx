import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AssessmentSummary } from '@csa/contracts';
import { stubFetch } from '../../../../testing/app-test-kit.tsx';
import { paths } from '../../../../config/paths.ts';
import { buildAssessment } from '../../../../testing/build-assessment.ts';
import { renderSignedInPage, signedInAnswer } from '../../../../testing/signed-in-page.tsx';
import { AssessmentList } from '../assessment-list.tsx';
import { SubmittedPage } from '../submitted-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function summary(overrides: Partial<AssessmentSummary>): AssessmentSummary {
  return {
    id: 'form-1',
    formTypeCode: 'CARERS',
    formName: 'For my mother',
    title: "Carer's Assessment",
    dateCreated: '2026-11-01T10:00:00.000Z',
    lastUpdated: '2026-11-02T09:30:00.000Z',
    status: null,
    dateSubmitted: '2026-11-02T09:30:00.000Z',
    version: 3,
    reference: 'CARERS-2026-000042',
    areas: [],
    progress: null,
    ...overrides,
  };
}

function renderList(assessments: AssessmentSummary[]) {
  const router = createMemoryRouter(
    [{ path: '*', element: <AssessmentList assessments={assessments} /> }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return screen.getAllByRole('listitem');
}

describe('where a sent assessment stands', () => {
  it('the list says each stage with the date of its latest change', () => {
    const items = renderList([
      summary({
        id: 'a',
        progress: {
          stage: 'received',
          since: '2026-11-02T09:30:00.000Z',
          contactDueBy: '2026-11-16T09:30:00.000Z',
        },
      }),
      summary({
        id: 'b',
        progress: {
          stage: 'being-looked-at',
          since: '2026-11-05T14:00:00.000Z',
          contactDueBy: '2026-11-16T09:30:00.000Z',
        },
      }),
      summary({
        id: 'c',
        progress: { stage: 'contacted', since: '2026-11-09T11:00:00.000Z', contactDueBy: null },
      }),
      summary({
        id: 'd',
        formTypeCode: 'CSA',
        progress: { stage: 'closed', since: '2026-11-20T11:00:00.000Z', contactDueBy: null },
      }),
      summary({ id: 'e', dateSubmitted: null, reference: null, progress: null }),
    ]);
    const text = items.map((item) => item.textContent ?? '');
    expect(text[0]).toContain('Where it stands: Received on 2 Nov 2026');
    expect(text[0]).toContain('The carers centre aims to contact you by 16 Nov 2026.');
    expect(text[1]).toContain('Where it stands: Being looked at since 5 Nov 2026');
    expect(text[1]).toContain('The carers centre aims to contact you by 16 Nov 2026.');
    expect(text[2]).toContain('Where it stands: Contacted on 9 Nov 2026');
    expect(text[2]).not.toContain('aims to contact you');
    expect(text[3]).toContain('Where it stands: Closed on 20 Nov 2026');
    expect(text[4]).not.toContain('Where it stands');
  });

  it('the submitted page says where it stands now', async () => {
    window.sessionStorage.setItem('token', 'test-token');
    const sent = buildAssessment({
      id: 'form-1',
      formTypeCode: 'CARERS',
      submittedFields: '{}',
      dateSubmitted: '2026-11-02T09:30:00.000Z',
      reference: 'CARERS-2026-000042',
    });
    stubFetch((request) => {
      const signedIn = signedInAnswer(request);
      if (signedIn) return signedIn;
      if (request.path === '/internal/v1/form') {
        return {
          status: 200,
          body: {
            data: [
              summary({
                progress: {
                  stage: 'being-looked-at',
                  since: '2026-11-05T14:00:00.000Z',
                  contactDueBy: '2026-11-16T09:30:00.000Z',
                },
              }),
            ],
            page: { number: 1, size: 50, hasMore: false },
          },
        };
      }
      return { status: 200, body: { data: sent } };
    });
    renderSignedInPage(
      paths.submitted.path,
      paths.submitted.getHref('CARERS', 'form-1'),
      <SubmittedPage />,
    );
    const stands = await screen.findByTestId('submission-progress');
    expect(within(stands).getByText(/Where it stands/).textContent).toBe(
      'Where it stands: Being looked at since 5 Nov 2026',
    );
    expect(stands.textContent).toContain('The carers centre aims to contact you by 16 Nov 2026.');
  });
});
