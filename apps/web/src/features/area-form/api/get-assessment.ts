import { useQuery } from '@tanstack/react-query';
import { formEnvelopeSchema, type Assessment } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export { formEnvelopeSchema };

/** Under the area form's own prefix, so this page controls how fresh its copy is. */
export function assessmentQueryKey(formId: string) {
  return ['area-form', 'assessment', formId] as const;
}

export async function getAssessment(formId: string, signal?: AbortSignal): Promise<Assessment> {
  const envelope = await apiRequest('GET', `/internal/v1/form/${encodeURIComponent(formId)}`, {
    schema: formEnvelopeSchema,
    // This page explains a failed load itself ('Could not load the form', spec §8).
    isQuiet: true,
    ...(signal ? { signal } : {}),
  });
  return envelope.data;
}

/** Always fetched afresh when the area opens: a save must quote the latest version, and a
 * copy cached while another page changed the assessment would only lead to a conflict. */
export function useAssessment(formId: string) {
  return useQuery({
    queryKey: assessmentQueryKey(formId),
    queryFn: ({ signal }) => getAssessment(formId, signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
