import { useQuery } from '@tanstack/react-query';
import { linksResponseSchema, type FormTypeCode, type SuggestedLinkView } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export type HelpLink = SuggestedLinkView;

/** Public: the help pages work without signing in. The server merges links by url and
 * applies this council's blacklist. */
export async function getHelpLinks(formTypeCode: FormTypeCode): Promise<HelpLink[]> {
  const response = await apiRequest('GET', `/internal/v1/links/${formTypeCode}`, {
    schema: linksResponseSchema,
    isPublic: true,
  });
  return response.data;
}

export function useHelpLinks(formTypeCode: FormTypeCode) {
  return useQuery({
    queryKey: ['links', formTypeCode],
    queryFn: () => getHelpLinks(formTypeCode),
    staleTime: 60 * 60_000,
  });
}
