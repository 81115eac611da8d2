import { useQuery } from '@tanstack/react-query';
import type { FormTypeCode, SuggestedLinkView } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

export type HelpLink = SuggestedLinkView;

/** Public: the help pages work without signing in. The server merges links by url and
 * applies this council's blacklist. The answer is checked by hand, not with zod: the help page
 * is often the first one a resident opens on a phone, zod is the largest part of its script,
 * and the server already checks this answer against its schema before sending it. */
export async function getHelpLinks(formTypeCode: FormTypeCode): Promise<HelpLink[]> {
  const response = await apiRequest('GET', `/internal/v1/links/${formTypeCode}`, {
    isPublic: true,
  });
  const data = (response as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) {
    throw new ApiError(500, 'GET', [], 'Server responded with an unexpected answer.');
  }
  return data as HelpLink[];
}

export function useHelpLinks(formTypeCode: FormTypeCode) {
  return useQuery({
    queryKey: ['links', formTypeCode],
    queryFn: () => getHelpLinks(formTypeCode),
    staleTime: 60 * 60_000,
  });
}
