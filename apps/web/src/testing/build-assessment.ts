import type { Assessment } from '@csa/contracts';

/** An open CSA assessment as the server returns it; tests override what they are about. */
export function buildAssessment(overrides: Partial<Assessment> = {}): Assessment {
  return {
    id: 'form-1',
    formTypeCode: 'CSA',
    formName: 'My assessment',
    title: 'Care and Support Assessment Form',
    dateCreated: '2026-01-01T10:00:00.000Z',
    lastUpdated: '2026-01-01T10:00:00.000Z',
    status: null,
    dirtyFields: '{}',
    submittedFields: null,
    dateSubmitted: null,
    pageCount: 3,
    lastValidPage: 0,
    allPagesValidated: false,
    version: 1,
    reference: null,
    ...overrides,
  };
}
