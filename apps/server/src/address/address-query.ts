import { searchWords } from './address-words.ts';

/** A UK postcode's two halves, lower case without spaces. */
export interface PostcodeParts {
  outward: string;
  inward: string;
}

/** The postcode a query ends with: a whole outward code and the start of the inward code
 * ('' when the query stops after the outward code). */
export interface PostcodeQuery {
  outward: string;
  inwardPrefix: string;
}

export interface AddressQuery {
  /** Every word of the query: what it means when it is not read as a postcode. */
  words: string[];
  /** The postcode the query ends with, if it does. */
  postcode?: PostcodeQuery;
  /** The words before that postcode. */
  wordsBeforePostcode: string[];
}

const outwardPattern = /^[a-z]{1,2}[0-9][0-9a-z]?$/;
const inwardPrefixPattern = /^[0-9][a-z]{0,2}$/;
const compactPostcodePattern = /^([a-z]{1,2}[0-9][0-9a-z]?)([0-9][a-z]{2})$/;

/** 'SE15 6JY' (or 'se156jy') as its outward and inward codes; undefined for anything else. */
export function postcodeParts(postcode: string): PostcodeParts | undefined {
  // Stryker disable next-line Regex: removing every whitespace run or every whitespace character leaves the same string
  const compact = postcode.replace(/\s+/g, '').toLowerCase();
  const match = compactPostcodePattern.exec(compact);
  return match?.[1] && match[2] ? { outward: match[1], inward: match[2] } : undefined;
}

/**
 * Reads a search as residents type it (docs/decisions/0063-address-search-by-postcode.md). A
 * query ending in a postcode, whole or begun ('SE15 6JY', 'se156jy', 'E3 3', '12 Bow Road
 * E3'), asks for that postcode: a whole outward code followed by the start of the inward code.
 * So 'E3 3' is the E3 3.. sector, not every E3 address with a house number starting with 3,
 * and 'N1 9' is not 'N19'. The words before it are matched as usual.
 */
export function parseAddressQuery(query: string): AddressQuery {
  const tokens = searchWords(query, { keepRepeats: true });
  const words = [...new Set(tokens)];
  const last = tokens.at(-1) ?? '';
  const beforeLast = tokens.at(-2) ?? '';
  const before = (count: number) => [...new Set(tokens.slice(0, tokens.length - count))];

  const compact = compactPostcodePattern.exec(last);
  if (compact?.[1] && compact[2]) {
    return {
      words,
      postcode: { outward: compact[1], inwardPrefix: compact[2] },
      wordsBeforePostcode: before(1),
    };
  }
  if (outwardPattern.test(beforeLast) && inwardPrefixPattern.test(last)) {
    return {
      words,
      postcode: { outward: beforeLast, inwardPrefix: last },
      wordsBeforePostcode: before(2),
    };
  }
  if (outwardPattern.test(last)) {
    return { words, postcode: { outward: last, inwardPrefix: '' }, wordsBeforePostcode: before(1) };
  }
  return { words, wordsBeforePostcode: words };
}
