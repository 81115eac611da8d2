import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { formEnvelopeSchema, submitFormBodySchema, type Assessment } from '@csa/contracts';
import { useRuntimeConfig } from '../../../config/runtime-config.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { assessmentQueryKeys } from '../../../lib/assessment-queries/assessment-query-keys.ts';
import { submitApiPath } from './submit-api-path.ts';

export const submitAssessmentBodySchema = submitFormBodySchema;
export type SubmitAssessmentBody = z.input<typeof submitAssessmentBodySchema>;

/** The server works out the suggestions and the reference from what it has stored, and
 * answers a second submit of the same assessment with the same result. */
export async function submitAssessment(
  formId: string,
  body: SubmitAssessmentBody,
  submitApiBaseUrl = '',
): Promise<Assessment> {
  const response = await apiRequest(
    'POST',
    submitApiPath(submitApiBaseUrl, formId, 'remoteSubmission'),
    { body, schema: formEnvelopeSchema },
  );
  return response.data;
}

export function useSubmitAssessment(formId: string) {
  const queryClient = useQueryClient();
  const { submitApiBaseUrl } = useRuntimeConfig();
  return useMutation({
    mutationFn: (body: SubmitAssessmentBody) => submitAssessment(formId, body, submitApiBaseUrl),
    onSuccess: (assessment) => {
      queryClient.setQueryData(assessmentQueryKeys.detail(formId), assessment);
      void queryClient.invalidateQueries({
        queryKey: assessmentQueryKeys.list(assessment.formTypeCode),
      });
    },
  });
}
