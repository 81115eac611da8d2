import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { constants, type Assessment, type FormTypeCode } from '@csa/contracts';
import { buildAssessment } from './build-assessment.ts';

/** A router and a fresh query cache, the two things every assessment component expects. */
export function renderWithProviders(element: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
}

export function assessmentWith(
  formTypeCode: FormTypeCode,
  dirtyFields: Record<string, unknown>,
  changes: Partial<Assessment> = {},
): Assessment {
  return buildAssessment({
    formTypeCode,
    formName: constants.assessmentTitle,
    dateCreated: '2026-01-10T10:00:00.000Z',
    lastUpdated: '2026-01-11T10:00:00.000Z',
    dirtyFields: JSON.stringify(dirtyFields),
    ...changes,
  });
}
