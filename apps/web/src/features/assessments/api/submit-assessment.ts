import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { formEnvelopeSchema, submitFormBodySchema, type Assessment } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { assessmentQueryKeys } from './assessment-query-keys.ts';

export const submitAssessmentBodySchema = submitFormBodySchema;
export type SubmitAssessmentBody = z.input<typeof submitAssessmentBodySchema>;

/** The server works out the suggestions and the reference from what it has stored, and
 * answers a second submit of the same assessment with the same result. */
export async function submitAssessment(
  formId: string,
  body: SubmitAssessmentBody,
): Promise<Assessment> {
  const response = await apiRequest(
    'POST',
    `/internal/v1/form/${encodeURIComponent(formId)}/remoteSubmission`,
    { body, schema: formEnvelopeSchema },
  );
  return response.data;
}

export function useSubmitAssessment(formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitAssessmentBody) => submitAssessment(formId, body),
    onSuccess: (assessment) => {
      queryClient.setQueryData(assessmentQueryKeys.detail(formId), assessment);
      void queryClient.invalidateQueries({
        queryKey: assessmentQueryKeys.list(assessment.formTypeCode),
      });
    },
  });
}
