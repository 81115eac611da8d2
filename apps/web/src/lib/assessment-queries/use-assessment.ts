import { useQuery } from '@tanstack/react-query';
import { formEnvelopeSchema, type Assessment } from '@csa/contracts';
import { apiRequest } from '../api-client.ts';
import { assessmentQueryKeys } from './assessment-query-keys.ts';

export interface GetAssessmentOptions {
  signal?: AbortSignal;
  /** The page explains a failed load itself (the area page's 'Could not load the form', spec
   * §8), so the general banner stays away. */
  explainsLoadFailure?: boolean;
}

export async function getAssessment(
  formId: string,
  { signal, explainsLoadFailure = false }: GetAssessmentOptions = {},
): Promise<Assessment> {
  const envelope = await apiRequest('GET', `/internal/v1/form/${encodeURIComponent(formId)}`, {
    schema: formEnvelopeSchema,
    ...(explainsLoadFailure ? { isQuiet: true } : {}),
    ...(signal ? { signal } : {}),
  });
  return envelope.data;
}

/** One copy of an assessment for every page, fetched afresh whenever a page opens: another
 * tab may have changed it, and every save must quote the latest version. */
export function useAssessment(formId: string, { explainsLoadFailure = false } = {}) {
  return useQuery({
    queryKey: assessmentQueryKeys.detail(formId),
    queryFn: ({ signal }) => getAssessment(formId, { signal, explainsLoadFailure }),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
