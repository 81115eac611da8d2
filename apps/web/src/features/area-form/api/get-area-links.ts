import { useQuery } from '@tanstack/react-query';
import type { FormTypeCode, SuggestedLinkView } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

/**
 * The council's published links for a pathway (docs/decisions/0140), as the server merges them
 * and hides what this council has blacklisted. Checked by hand rather than with zod, which
 * this page does not otherwise need; the server checks the answer against its schema. Quiet:
 * the suggestions block says itself when they cannot be loaded, and the form goes on working.
 */
export async function getAreaLinks(formTypeCode: FormTypeCode): Promise<SuggestedLinkView[]> {
  const response = await apiRequest('GET', `/internal/v1/links/${formTypeCode}`, {
    isPublic: true,
    isQuiet: true,
  });
  const data = (response as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) {
    throw new ApiError(500, 'GET', [], 'Server responded with an unexpected answer.');
  }
  return data as SuggestedLinkView[];
}

export function useAreaLinks(formTypeCode: FormTypeCode) {
  return useQuery({
    queryKey: ['area-form', 'links', formTypeCode],
    queryFn: () => getAreaLinks(formTypeCode),
    staleTime: 5 * 60_000,
  });
}
