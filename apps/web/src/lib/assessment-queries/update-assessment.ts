import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { formEnvelopeSchema, updateFormBodySchema, type Assessment } from '@csa/contracts';
import { apiRequest } from '../api-client.ts';
import { ApiError } from '../api-error.ts';
import { assessmentQueryKeys } from './assessment-query-keys.ts';

export const updateAssessmentBodySchema = updateFormBodySchema;
export type UpdateAssessmentBody = z.input<typeof updateAssessmentBodySchema>;

/** PUT with the version the page last saw; a stale version answers 409 (ApiError.status). */
export async function updateAssessment(
  formId: string,
  body: UpdateAssessmentBody,
): Promise<Assessment> {
  const response = await apiRequest('PUT', `/internal/v1/form/${encodeURIComponent(formId)}`, {
    body,
    schema: formEnvelopeSchema,
  });
  return response.data;
}

export function useUpdateAssessment(formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAssessmentBody) => updateAssessment(formId, body),
    onSuccess: (assessment) => {
      queryClient.setQueryData(assessmentQueryKeys.detail(formId), assessment);
      void queryClient.invalidateQueries({
        queryKey: assessmentQueryKeys.list(assessment.formTypeCode),
      });
    },
    onError: (error) => {
      // Another tab saved first: load what it saved, so the next try quotes that version.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: assessmentQueryKeys.detail(formId) });
      }
    },
  });
}
