import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { keyAnswers, loadPathway } from '@csa/questionnaire';
import { readDirtyFields } from '../../../../lib/assessment-queries/read-dirty-fields.ts';
import { AnswersSummary } from '../answers-summary.tsx';
import { renderWithProviders } from '../../../../testing/render-with-query-client.tsx';

const csa = await loadPathway('CSA');

afterEach(cleanup);

describe('the answers on the preview', () => {
  it('offers Change links that bring the resident back to the preview', () => {
    const dirty = readDirtyFields(
      JSON.stringify({
        personalHygiene: {
          answers: { needHelp: keyAnswers.canDo },
          lastStepIndex: 1,
          isComplete: true,
        },
        personalDetails: { firstName: 'Ada' },
      }),
    );
    renderWithProviders(
      <AnswersSummary formTypeCode="CSA" formId="form-1" pathway={csa} dirty={dirty} canChange />,
    );
    const hrefs = screen
      .getAllByRole('link', { name: /^Change/ })
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/assessment/CSA/form-1/area/personalHygiene?from=preview');
    expect(hrefs).toContain('/assessment/CSA/form-1/submitter?from=preview');
    expect(hrefs.every((href) => href?.endsWith('?from=preview'))).toBe(true);
  });
});
