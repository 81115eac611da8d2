import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formEnvelopeSchema, type Assessment } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { assessmentQueryKeys } from './assessment-query-keys.ts';

export const abandonAssessmentResponseSchema = formEnvelopeSchema;

export async function abandonAssessment(formId: string): Promise<Assessment> {
  const response = await apiRequest(
    'POST',
    `/internal/v1/form/${encodeURIComponent(formId)}/abandonAssessment`,
    { schema: abandonAssessmentResponseSchema },
  );
  return response.data;
}

export function useAbandonAssessment(formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => abandonAssessment(formId),
    onSuccess: (assessment) => {
      queryClient.setQueryData(assessmentQueryKeys.detail(formId), assessment);
      void queryClient.invalidateQueries({
        queryKey: assessmentQueryKeys.list(assessment.formTypeCode),
      });
    },
  });
}
