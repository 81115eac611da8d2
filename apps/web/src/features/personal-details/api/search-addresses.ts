import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { addressSearchResponseSchema, constants, type AddressSearchResult } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { assessmentQueryKeys } from '../../../lib/assessment-queries/assessment-query-keys.ts';

export type FoundAddress = AddressSearchResult;
export const searchAddressesResponseSchema = addressSearchResponseSchema;

export async function searchAddresses(
  query: string,
  signal?: AbortSignal,
): Promise<FoundAddress[]> {
  const response = await apiRequest('GET', '/internal/v1/address/search', {
    query: { query, limit: constants.addressSearch.limit },
    schema: searchAddressesResponseSchema,
    // The lookup says itself when search is unavailable and offers manual entry instead.
    isQuiet: true,
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

/** Searches once the resident has typed enough to be useful (spec §5: 3 characters); the last
 * results stay on screen while the next search runs so the list does not flicker. */
export function useAddressSearch(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: assessmentQueryKeys.addressSearch(trimmed.toLowerCase()),
    queryFn: ({ signal }) => searchAddresses(trimmed, signal),
    enabled: trimmed.length >= constants.addressSearch.minimumCharacters,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
