import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  constants,
  createFormBodySchema,
  formEnvelopeSchema,
  type Assessment,
  type FormTypeCode,
} from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { assessmentQueryKeys } from '../../../lib/assessment-queries/assessment-query-keys.ts';
import { totalPages } from '../utils/overview-progress.ts';

export const createAssessmentBodySchema = createFormBodySchema;
export type CreateAssessmentBody = z.input<typeof createAssessmentBodySchema>;

export async function createAssessment(formTypeCode: FormTypeCode): Promise<Assessment> {
  const body: CreateAssessmentBody = {
    formTypeCode,
    formName: constants.assessmentTitle,
    // A new assessment has no completed areas yet (spec §9: max(2, completed) + 1).
    pageCount: totalPages(0),
  };
  const response = await apiRequest('POST', '/internal/v1/form', {
    body,
    schema: formEnvelopeSchema,
  });
  return response.data;
}

export function useCreateAssessment(formTypeCode: FormTypeCode) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createAssessment(formTypeCode),
    onSuccess: (assessment) => {
      queryClient.setQueryData(assessmentQueryKeys.detail(assessment.id), assessment);
      void queryClient.invalidateQueries({ queryKey: assessmentQueryKeys.list(formTypeCode) });
    },
  });
}
