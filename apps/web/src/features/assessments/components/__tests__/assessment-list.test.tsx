import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { AssessmentList } from '../assessment-list.tsx';
import {
  assessmentWith,
  renderWithProviders,
} from '../../../../testing/render-with-query-client.tsx';

afterEach(cleanup);

describe('the assessment list', () => {
  it('names each assessment by its pathway, not by the title every one is created with', () => {
    renderWithProviders(
      <AssessmentList
        assessments={[
          { ...assessmentWith('CARERS', {}, { id: 'carers-1' }), areas: [], progress: null },
          { ...assessmentWith('CSA', {}, { id: 'csa-1' }), areas: [], progress: null },
        ]}
      />,
    );
    const names = screen.getAllByRole('link').map((link) => link.firstChild?.textContent ?? '');
    expect(names).toEqual(["Carer's self-assessment", 'Care and support self-assessment']);
    expect(screen.queryByText(/Care and Support Assessment Form/)).toBeNull();
  });
});
