import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { shippedServiceContent } from '@csa/questionnaire';
import { stubFetch } from '../../../../testing/app-test-kit.tsx';
import { paths } from '../../../../config/paths.ts';
import { buildAssessment } from '../../../../testing/build-assessment.ts';
import { renderSignedInPage, signedInAnswer } from '../../../../testing/signed-in-page.tsx';
import { SubmittedPage } from '../submitted-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const { wording: shipped } = shippedServiceContent({
  councilName: 'Test Council',
  accessibilityContactEmail: 'access@example.test',
});

function renderSubmittedPage(wordingAnswer: { status: number; body: object }) {
  window.sessionStorage.setItem('token', 'test-token');
  const sent = buildAssessment({
    id: 'form-1',
    formTypeCode: 'CSA',
    submittedFields: '{}',
    dateSubmitted: '2026-11-02T09:30:00.000Z',
    reference: 'CSA-2026-000042',
  });
  stubFetch((request) => {
    const signedIn = signedInAnswer(request);
    if (signedIn) return signedIn;
    if (request.path === '/internal/v1/content/wording') return wordingAnswer;
    if (request.path === '/internal/v1/form') {
      return { status: 200, body: { data: [], page: { number: 1, size: 50, hasMore: false } } };
    }
    return { status: 200, body: { data: sent } };
  });
  return renderSignedInPage(
    paths.submitted.path,
    paths.submitted.getHref('CSA', 'form-1'),
    <SubmittedPage />,
  );
}

describe("the submitted page's wording", () => {
  it("shows the council's published hours, contact and next steps, markup as text", async () => {
    const hours = '<script>alert(1)</script>Monday to Saturday, 8am to 8pm';
    const { container } = renderSubmittedPage({
      status: 200,
      body: {
        data: {
          version: 2,
          wording: {
            ...shipped,
            openingHours: hours,
            contactDetails: 'Phone 020 7946 0000 or see https://council.example.gov.uk/care',
            whatHappensNext: { ...shipped.whatHappensNext, CSA: 'We will call you <b>soon</b>.' },
          },
        },
      },
    });
    expect(await screen.findByText(hours)).toBeTruthy();
    expect(screen.getByText('We will call you <b>soon</b>.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'https://council.example.gov.uk/care' })).toBeTruthy();
    expect(container.querySelector('script, b')).toBeNull();
  });

  it('keeps its built-in next steps when the wording cannot be loaded', async () => {
    renderSubmittedPage({ status: 500, body: {} });
    expect(
      await screen.findByText(/Your assessment has been sent to our customer services team/),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Contact us' })).toBeNull();
  });
});
