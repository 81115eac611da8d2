import { useQuery } from '@tanstack/react-query';
import { formListEnvelopeSchema, type Assessment, type FormTypeCode } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { assessmentQueryKeys } from './assessment-query-keys.ts';

export const getAssessmentsResponseSchema = formListEnvelopeSchema;

/** The resident's own assessments of one type, newest first. The time parameter stops an old
 * proxy or browser cache answering with yesterday's list (spec §7). */
export async function getAssessments(formTypeCode: FormTypeCode): Promise<Assessment[]> {
  const response = await apiRequest('GET', '/internal/v1/form', {
    query: { formTypeCode, t: Date.now() },
    schema: getAssessmentsResponseSchema,
  });
  return [...response.data].sort((a, b) => b.dateCreated.localeCompare(a.dateCreated));
}

export function useAssessments(formTypeCode: FormTypeCode) {
  return useQuery({
    queryKey: assessmentQueryKeys.list(formTypeCode),
    queryFn: () => getAssessments(formTypeCode),
  });
}
