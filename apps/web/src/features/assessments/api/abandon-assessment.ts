import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formEnvelopeSchema, type Assessment } from '@csa/contracts';
import { useRuntimeConfig } from '../../../config/runtime-config.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { assessmentQueryKeys } from '../../../lib/assessment-queries/assessment-query-keys.ts';
import { submitApiPath } from './submit-api-path.ts';

export const abandonAssessmentResponseSchema = formEnvelopeSchema;

export async function abandonAssessment(
  formId: string,
  submitApiBaseUrl = '',
): Promise<Assessment> {
  const response = await apiRequest(
    'POST',
    submitApiPath(submitApiBaseUrl, formId, 'abandonAssessment'),
    { schema: abandonAssessmentResponseSchema },
  );
  return response.data;
}

export function useAbandonAssessment(formId: string) {
  const queryClient = useQueryClient();
  const { submitApiBaseUrl } = useRuntimeConfig();
  return useMutation({
    mutationFn: () => abandonAssessment(formId, submitApiBaseUrl),
    onSuccess: (assessment) => {
      queryClient.setQueryData(assessmentQueryKeys.detail(formId), assessment);
      void queryClient.invalidateQueries({
        queryKey: assessmentQueryKeys.list(assessment.formTypeCode),
      });
    },
  });
}
