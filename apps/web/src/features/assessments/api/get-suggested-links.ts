import { useQuery } from '@tanstack/react-query';
import {
  linksResponseSchema,
  suggestedLinkSchema,
  type FormTypeCode,
  type SuggestedLinkView,
} from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { assessmentQueryKeys } from '../../../lib/assessment-queries/assessment-query-keys.ts';

/** A suggested link as the spec displays it (§3): the server has already merged duplicates
 * and removed the links this council has blacklisted. */
export { suggestedLinkSchema };
export type SuggestedLink = SuggestedLinkView;

export async function getSuggestedLinks(formTypeCode: FormTypeCode): Promise<SuggestedLink[]> {
  const response = await apiRequest('GET', `/internal/v1/links/${formTypeCode}`, {
    schema: linksResponseSchema,
    isPublic: true,
  });
  return response.data;
}

export function useSuggestedLinks(formTypeCode: FormTypeCode, isEnabled = true) {
  return useQuery({
    queryKey: assessmentQueryKeys.links(formTypeCode),
    queryFn: () => getSuggestedLinks(formTypeCode),
    enabled: isEnabled,
    staleTime: 60 * 60_000,
  });
}
