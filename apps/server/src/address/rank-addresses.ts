import type { AddressSearchResult } from '@csa/contracts';
import { searchWords } from './address-words.ts';

/**
 * Orders found addresses so those holding more of the query's words whole come first; ties
 * keep the provider's order (a street's numbers together). Each query word matches as a
 * prefix, so '1 Colebrooke Street' also finds 10, 11 and 100 to 199: the resident's own
 * house number, asked for exactly, is what they expect at the top of the list.
 */
export function rankAddresses(
  query: string,
  found: readonly AddressSearchResult[],
): AddressSearchResult[] {
  const queryWords = searchWords(query);
  const wholeMatches = (address: AddressSearchResult) => {
    const words = new Set(searchWords(`${address.single_line_address} ${address.postcode}`));
    return queryWords.filter((word) => words.has(word)).length;
  };
  return found
    .map((address) => ({ address, score: wholeMatches(address) }))
    .sort((first, second) => second.score - first.score)
    .map((ranked) => ranked.address);
}
