// Stryker disable next-line Regex: splitting at each separator instead of each run of them only adds empty words, which the filter drops
const separators = /[^0-9a-z]+/;

/**
 * Search words of addresses and queries, normalised the same way: lower case, accents
 * removed, anything but letters and digits a separator. Every word is made of [0-9a-z] only,
 * which is what lets a prefix be searched as a range (see prefixRange).
 */
export function searchWords(text: string, options: { keepRepeats?: boolean } = {}): string[] {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(separators)
    .filter((word) => word.length > 0);
  return options.keepRepeats ? words : [...new Set(words)];
}

/** The words an address is found by: those of the address and postcode, plus the postcode
 * without its space, so 'SE156JY' finds 'SE15 6JY'. */
export function addressWords(singleLineAddress: string, postcode: string): string[] {
  // Stryker disable next-line Regex: removing every whitespace run or every whitespace character leaves the same string
  const compactPostcode = postcode.replace(/\s+/g, '').toLowerCase();
  const words = searchWords(`${singleLineAddress} ${postcode}`);
  if (/^[0-9a-z]+$/.test(compactPostcode) && !words.includes(compactPostcode)) {
    words.push(compactPostcode);
  }
  return words;
}

const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * Words starting with `prefix` are exactly those w with from <= w < to (`to` undefined: no
 * upper bound). `to` is the next string in the [0-9a-z] alphabet, not the next code point:
 * with a language-aware collation (PostgreSQL's default) punctuation such as '{' sorts
 * unpredictably, whereas digits before letters holds in both binary and linguistic orders.
 */
export function prefixRange(prefix: string): { from: string; to: string | undefined } {
  for (let index = prefix.length - 1; index >= 0; index -= 1) {
    const position = alphabet.indexOf(prefix.charAt(index));
    // Stryker disable next-line ConditionalExpression: every prefix comes from searchWords, whose words hold only characters of the alphabet, so the position is never -1
    if (position >= 0 && position < alphabet.length - 1) {
      return { from: prefix, to: prefix.slice(0, index) + alphabet.charAt(position + 1) };
    }
  }
  return { from: prefix, to: undefined };
}
