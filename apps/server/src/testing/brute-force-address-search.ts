import { parseAddressQuery, postcodeParts } from '../address/address-query.ts';
import { searchWords } from '../address/address-words.ts';
import type { GazetteerRow } from '../address/gazetteer/generate-addresses.ts';

/**
 * What a search of `rows` should answer, worked out by reading every row: every query word
 * starts a word of the address, and a query ending in a postcode of the borough asks for that
 * postcode (address-query.ts); the first `limit`, in file order.
 */
export function bruteForceAddressSearch(
  rows: GazetteerRow[],
  query: string,
  limit: number,
): string[] {
  const parsed = parseAddressQuery(query);
  const inPostcode = (row: GazetteerRow) => {
    const parts = postcodeParts(row.postcode);
    return (
      parsed.postcode !== undefined &&
      parts?.outward === parsed.postcode.outward &&
      parts.inward.startsWith(parsed.postcode.inwardPrefix)
    );
  };
  const isPostcode = rows.some(inPostcode);
  const wanted = isPostcode ? parsed.wordsBeforePostcode : parsed.words;
  return rows
    .filter((row) => {
      const words = searchWords(`${row.single_line_address} ${row.postcode}`);
      words.push(row.postcode.replace(/\s/g, '').toLowerCase());
      const hasWords = wanted.every((prefix) => words.some((word) => word.startsWith(prefix)));
      return hasWords && (!isPostcode || inPostcode(row));
    })
    .slice(0, limit)
    .map((row) => row.single_line_address);
}
