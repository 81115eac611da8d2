import { useQuery } from '@tanstack/react-query';
import { formEnvelopeSchema, type Assessment } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { assessmentQueryKeys } from './assessment-query-keys.ts';

export const getAssessmentResponseSchema = formEnvelopeSchema;

export async function getAssessment(formId: string): Promise<Assessment> {
  const response = await apiRequest('GET', `/internal/v1/form/${encodeURIComponent(formId)}`, {
    schema: getAssessmentResponseSchema,
  });
  return response.data;
}

/** Always fetched fresh when a page opens: another tab may have changed it, and every save
 * must quote the latest version. */
export function useAssessment(formId: string) {
  return useQuery({
    queryKey: assessmentQueryKeys.detail(formId),
    queryFn: () => getAssessment(formId),
    staleTime: 0,
  });
}
