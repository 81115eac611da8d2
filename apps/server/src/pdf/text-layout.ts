import bidiFactory from 'bidi-js';
import { isUnshapedText, unshapedWidth } from './cached-layout-font.ts';
import { fallbackFontFor, pdfFont, type FontKey } from './pdf-fonts.ts';

const bidi = bidiFactory();
const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/** A stretch of one line drawn with one font call, left to right on the page. */
export interface Piece {
  text: string;
  font: FontKey;
  x: number;
  width: number;
}

export interface Line {
  pieces: Piece[];
  width: number;
  /** Distance from the line's top to its baseline, and the whole line's height. */
  ascent: number;
  height: number;
}

export interface TextStyle {
  weight: 'regular' | 'bold';
  size: number;
  /** Room for each line. */
  width: number;
}

export interface Paragraph {
  lines: Line[];
  height: number;
  /** Right-to-left paragraphs (Arabic, Urdu) are set against the right margin. */
  isRightToLeft: boolean;
}

/** Widths of shaped words, per document (shaping is the slow part). */
export type WidthCache = Map<string, number>;

const isLetterOrDigit = /[\p{L}\p{N}]/u;
const isMark = /\p{M}/u;
const isSpace = (character: string) => character === ' ';
/** Chinese and Japanese break between any two characters. */
const isIdeograph = (codePoint: number) =>
  (codePoint >= 0x3040 && codePoint <= 0x9fff) ||
  (codePoint >= 0xf900 && codePoint <= 0xfaff) ||
  codePoint >= 0x20000;

/**
 * The font for each UTF-16 unit of `text`: a script DejaVu lacks takes its fallback font;
 * spaces, digits, punctuation and marks stay in the font of the letter before them (so an
 * Arabic phrase with its spaces is one run), or the next letter's at the start.
 */
function fontsFor(text: string, weight: 'regular' | 'bold'): FontKey[] {
  const keys: FontKey[] = new Array<FontKey>(text.length);
  let current: FontKey | undefined;
  const pending: number[] = [];
  for (let index = 0; index < text.length;) {
    const codePoint = text.codePointAt(index) ?? 0;
    const length = codePoint > 0xffff ? 2 : 1;
    const character = text.slice(index, index + length);
    const fallback = fallbackFontFor(codePoint, weight);
    if (fallback || isLetterOrDigit.test(character)) {
      // Digits in a fallback run stay in its font when it has them (Arabic text keeps one
      // size and style); the per-script fallback files often leave Western digits out.
      const keepsDigit =
        !fallback &&
        current !== undefined &&
        current !== weight &&
        /\p{N}/u.test(character) &&
        pdfFont(current).hasGlyphForCodePoint(codePoint);
      const key = fallback ?? (keepsDigit && current ? current : weight);
      if (current === undefined) for (const waiting of pending) keys[waiting] = key;
      current = key;
      for (let unit = 0; unit < length; unit += 1) keys[index + unit] = key;
    } else {
      const inherited = current !== undefined && pdfFont(current).hasGlyphForCodePoint(codePoint);
      const key =
        inherited && current ? current : isMark.test(character) && current ? current : weight;
      for (let unit = 0; unit < length; unit += 1) {
        if (current === undefined) pending.push(index + unit);
        else keys[index + unit] = key;
      }
    }
    index += length;
  }
  for (const waiting of pending) keys[waiting] ??= weight;
  return keys;
}

interface Metrics {
  unitsPerEm: number;
  ascent: number;
  descent: number;
}
const metricsCache = new Map<FontKey, Metrics>();
/** fontkit reads these from the font's tables on every access. */
function metricsOf(font: FontKey): Metrics {
  let metrics = metricsCache.get(font);
  if (!metrics) {
    const { unitsPerEm, ascent, descent } = pdfFont(font);
    metrics = { unitsPerEm, ascent, descent };
    metricsCache.set(font, metrics);
  }
  return metrics;
}

function measure(text: string, font: FontKey, size: number, cache: WidthCache): number {
  const scale = size / metricsOf(font).unitsPerEm;
  if (isUnshapedText(text)) return unshapedWidth(pdfFont(font), text) * scale;
  const key = `${font}\u0000${text}`;
  let units = cache.get(key);
  if (units === undefined) {
    units = pdfFont(font).layout(text).advanceWidth;
    cache.set(key, units);
  }
  return units * scale;
}

/** Latin, Greek and Cyrillic text with no marks to position: one font, left to right, no
 * bidirectional reordering to do. */
const plainText =
  /^[\u0020-\u007e\u00a0-\u02ff\u0370-\u0482\u048a-\u052f\u1e00-\u1fff\u2010-\u2027\u2030-\u205e\u20a0-\u20cf\u2100-\u218f]*$/;

/** Where a line may break: after a run of spaces, and around ideographs. */
function breakPoints(text: string): number[] {
  const points: number[] = [];
  for (let index = 0; index < text.length;) {
    const codePoint = text.codePointAt(index) ?? 0;
    const length = codePoint > 0xffff ? 2 : 1;
    const next = index + length;
    if (isIdeograph(codePoint) && index > 0) points.push(index);
    if (isSpace(text.charAt(index)) && !isSpace(text.charAt(next))) points.push(next);
    else if (isIdeograph(codePoint)) points.push(next);
    index = next;
  }
  if (points.at(-1) !== text.length) points.push(text.length);
  return [...new Set(points)].filter((point) => point > 0).sort((a, b) => a - b);
}

/** Width of the logical range [start, end) set in its fonts, trailing spaces left out
 * unless `withTrailingSpaces`. */
function rangeWidth(
  text: string,
  fonts: FontKey[],
  [start, end]: [number, number],
  size: number,
  cache: WidthCache,
  withTrailingSpaces = false,
): number {
  let last = end;
  while (!withTrailingSpaces && last > start && isSpace(text.charAt(last - 1))) last -= 1;
  let total = 0;
  let runStart = start;
  for (let index = start + 1; index <= last; index += 1) {
    if (index === last || fonts[index] !== fonts[runStart]) {
      const font = fonts[runStart];
      if (font) total += measure(text.slice(runStart, index), font, size, cache);
      runStart = index;
    }
  }
  return total;
}

/** Logical line ranges: as many words as fit; a word wider than a line is split between
 * characters (whole grapheme clusters). Each word is measured once. */
function wrap(
  text: string,
  fonts: FontKey[],
  style: TextStyle,
  cache: WidthCache,
): [number, number][] {
  const lines: [number, number][] = [];
  let lineStart = 0;
  let lineEnd = 0;
  let lineWidth = 0;
  let wordStart = 0;
  for (const wordEnd of breakPoints(text)) {
    const word: [number, number] = [wordStart, wordEnd];
    const trimmed = rangeWidth(text, fonts, word, style.size, cache);
    if (lineEnd > lineStart && lineWidth + trimmed > style.width) {
      lines.push([lineStart, lineEnd]);
      lineStart = wordStart;
      lineWidth = 0;
    }
    if (lineWidth === 0 && trimmed > style.width) {
      // One word alone is too wide: fill lines cluster by cluster.
      let chunkStart = wordStart;
      let chunkEnd = wordStart;
      for (const { index, segment } of graphemes.segment(text.slice(wordStart, wordEnd))) {
        const candidate = wordStart + index + segment.length;
        const isTooWide =
          rangeWidth(text, fonts, [chunkStart, candidate], style.size, cache) > style.width;
        if (chunkEnd > chunkStart && isTooWide) {
          lines.push([chunkStart, chunkEnd]);
          chunkStart = chunkEnd;
        }
        chunkEnd = candidate;
      }
      lineStart = chunkStart;
      lineWidth = rangeWidth(text, fonts, [chunkStart, wordEnd], style.size, cache, true);
    } else {
      lineWidth += rangeWidth(text, fonts, word, style.size, cache, true);
    }
    lineEnd = wordEnd;
    wordStart = wordEnd;
  }
  lines.push([lineStart, text.length]);
  return lines;
}

/**
 * The visual order of one line (Unicode bidirectional algorithm, with mirrored brackets in
 * right-to-left text), cut into pieces of one font and one direction. A right-to-left piece
 * keeps its text in logical order, one word each: fontkit shapes the word and turns its
 * glyphs around, and the words are placed right to left here.
 */
function lineOf(
  text: string,
  fonts: FontKey[],
  levels: ReturnType<typeof bidi.getEmbeddingLevels>,
  [start, end]: [number, number],
  size: number,
  cache: WidthCache,
): Line {
  let last = end;
  while (last > start && isSpace(text.charAt(last - 1))) last -= 1;
  const order: number[] = [];
  for (let index = start; index < last; index += 1) order.push(index);
  if (last > start) {
    for (const [from = start, to = start] of bidi.getReorderSegments(
      text,
      levels,
      start,
      last - 1,
    )) {
      const reversed = order.slice(from - start, to - start + 1).reverse();
      order.splice(from - start, reversed.length, ...reversed);
    }
  }
  const mirrored =
    last > start
      ? bidi.getMirroredCharactersMap(text, levels.levels, start, last - 1)
      : new Map<number, string>();
  const characterAt = (index: number) => mirrored.get(index) ?? text.charAt(index);

  const pieces: Piece[] = [];
  let x = 0;
  let position = 0;
  while (position < order.length) {
    const first = order[position] ?? 0;
    const font = fonts[first] ?? 'regular';
    const isRightToLeft = ((levels.levels[first] ?? 0) & 1) === 1;
    const isSpaceRun = isSpace(text.charAt(first));
    let next = position + 1;
    while (next < order.length) {
      const index = order[next] ?? 0;
      const previous = order[next - 1] ?? 0;
      const isContiguous = index === previous + (isRightToLeft ? -1 : 1);
      if (
        !isContiguous ||
        fonts[index] !== font ||
        (isRightToLeft && isSpace(text.charAt(index)) !== isSpaceRun) ||
        (((levels.levels[index] ?? 0) & 1) === 1) !== isRightToLeft
      ) {
        break;
      }
      next += 1;
    }
    const indices = order.slice(position, next);
    if (isRightToLeft) indices.reverse();
    const pieceText = indices.map(characterAt).join('');
    const width = measure(pieceText, font, size, cache);
    pieces.push({ text: pieceText, font, x, width });
    x += width;
    position = next;
  }
  return withHeight(pieces, x, size);
}

/** A line tall enough for the tallest font on it. */
function withHeight(pieces: Piece[], width: number, size: number): Line {
  let ascent = 0;
  let descent = 0;
  for (const piece of pieces) {
    const metrics = metricsOf(piece.font);
    ascent = Math.max(ascent, (metrics.ascent / metrics.unitsPerEm) * size);
    descent = Math.max(descent, (-metrics.descent / metrics.unitsPerEm) * size);
  }
  return { pieces, width, ascent, height: ascent + descent };
}

/** A line of plain text: one piece. */
function plainLine(
  text: string,
  font: FontKey,
  [start, end]: [number, number],
  size: number,
  cache: WidthCache,
): Line {
  const pieceText = text.slice(start, end).trimEnd();
  const width = measure(pieceText, font, size, cache);
  return withHeight(pieceText ? [{ text: pieceText, font, x: 0, width }] : [], width, size);
}

/**
 * Lays out text (hard line breaks kept) in lines no wider than `style.width`, each font
 * chosen per run of text, in visual order.
 */
export function layOutText(text: string, style: TextStyle, cache: WidthCache): Paragraph {
  const lines: Line[] = [];
  let isRightToLeft = false;
  const primary = metricsOf(style.weight);
  const emptyLineAscent = (primary.ascent / primary.unitsPerEm) * style.size;
  const emptyLineHeight = ((primary.ascent - primary.descent) / primary.unitsPerEm) * style.size;
  // Text boxes send Windows and old Mac line ends and tabs; other control characters have no
  // glyph and are dropped.
  const typed = text
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '');
  for (const [paragraphIndex, hardLine] of typed.split('\n').entries()) {
    // Plain text skips the bidirectional analysis and the choice of fonts; an empty line is
    // plain text too (one line, no pieces, as tall as a line of text).
    // Stryker disable next-line ConditionalExpression,BlockStatement: the general path below lays plain text out the same way, only slower
    if (plainText.test(hardLine)) {
      const fonts = new Array<FontKey>(hardLine.length).fill(style.weight);
      for (const range of wrap(hardLine, fonts, style, cache)) {
        const line = plainLine(hardLine, style.weight, range, style.size, cache);
        // Stryker disable next-line ConditionalExpression: a plain line's own height is the primary font's, the same as an empty line's, so setting it always changes nothing
        if (line.pieces.length === 0) {
          line.ascent = emptyLineAscent;
          line.height = emptyLineHeight;
        }
        lines.push(line);
      }
      continue;
    }
    const fonts = fontsFor(hardLine, style.weight);
    const levels = bidi.getEmbeddingLevels(hardLine);
    if (paragraphIndex === 0) isRightToLeft = (levels.paragraphs[0]?.level ?? 0) % 2 === 1;
    for (const range of wrap(hardLine, fonts, style, cache)) {
      const line = lineOf(hardLine, fonts, levels, range, style.size, cache);
      if (line.pieces.length === 0) {
        line.ascent = emptyLineAscent;
        line.height = emptyLineHeight;
      }
      lines.push(line);
    }
  }
  return {
    lines,
    height: lines.reduce((total, line) => total + line.height, 0),
    isRightToLeft,
  };
}

/** Text a reader cannot recover from the glyphs in drawing order: right-to-left or shaped
 * scripts, whose glyphs are reordered or joined. Its structure element carries the text
 * itself (ActualText) for screen readers and copying. */
export function needsActualText(text: string): boolean {
  return /[\u0590-\u08ff\u0900-\u0dff\ufb1d-\ufdff\ufe70-\ufeff]/.test(text);
}
