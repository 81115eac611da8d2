import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { withCachedLayout } from './cached-layout-font.ts';
import { trueTypeSubsetter } from './truetype-subset.ts';

export type PdfFont = fontkit.Font;

/** The names fonts are registered under in every document: DejaVu Sans in two weights, and
 * each fallback in two (`noto-sans-arabic`, `noto-sans-arabic-bold`). */
export type FontKey = 'regular' | 'bold' | FallbackName | `${FallbackName}-bold`;

type FallbackName = (typeof fallbackFonts)[number]['name'];

const require = createRequire(import.meta.url);

/**
 * Scripts DejaVu Sans does not cover, each with the Noto font that does (all under the SIL Open
 * Font License 1.1, from npm; see docs/decisions/0065). A code point in one of these ranges is
 * always set in that font, so a word never mixes two fonts' letter shapes and joining forms.
 * Fontsource's per-script files hold only that script's glyphs and its OpenType layout tables;
 * Chinese comes as one whole font file.
 */
const fallbackFonts = [
  {
    name: 'noto-sans-arabic',
    file: '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff',
    boldFile: '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff',
    ranges: [
      [0x0600, 0x06ff],
      [0x0750, 0x077f],
      [0x08a0, 0x08ff],
      [0xfb50, 0xfdff],
      [0xfe70, 0xfeff],
    ],
  },
  {
    name: 'noto-sans-bengali',
    file: '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff',
    boldFile: '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff',
    ranges: [[0x0980, 0x09ff]],
  },
  {
    name: 'noto-sans-gurmukhi',
    file: '@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-400-normal.woff',
    boldFile: '@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-700-normal.woff',
    ranges: [[0x0a00, 0x0a7f]],
  },
  {
    name: 'noto-sans-gujarati',
    file: '@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-400-normal.woff',
    boldFile: '@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-700-normal.woff',
    ranges: [[0x0a80, 0x0aff]],
  },
  {
    name: 'noto-sans-tamil',
    file: '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff',
    boldFile: '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff',
    ranges: [[0x0b80, 0x0bff]],
  },
  {
    name: 'noto-sans-sc',
    file: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    boldFile: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
    ranges: [
      [0x2e80, 0x2fdf],
      [0x3000, 0x31ff],
      [0x3400, 0x4dbf],
      [0x4e00, 0x9fff],
      [0xf900, 0xfaff],
      [0xff00, 0xffef],
      [0x20000, 0x3134f],
    ],
  },
] as const;

// Written out in full: the compiled build copies what these name (apps/server/scripts).
const dejaVuFiles = {
  regular: new URL('./fonts/DejaVuSans.ttf', import.meta.url),
  bold: new URL('./fonts/DejaVuSans-Bold.ttf', import.meta.url),
};

function parse(buffer: Buffer): PdfFont {
  const font = fontkit.create(buffer);
  if (!('layout' in font)) throw new Error('expected one font, found a collection');
  const cached = withCachedLayout(font);
  const subsetter = trueTypeSubsetter(buffer);
  if (subsetter) Object.defineProperty(cached, 'createSubset', { value: subsetter });
  return cached;
}

// Parsed once per worker thread and kept: parsing and the glyph and width caches inside each
// font then serve every document the worker renders.
const loaded = new Map<FontKey, PdfFont>();

/** The font registered under `key`, parsed on first use (a fallback only when a document
 * has text in its script). */
export function pdfFont(key: FontKey): PdfFont {
  let font = loaded.get(key);
  if (font) return font;
  if (key === 'regular' || key === 'bold') {
    font = parse(fs.readFileSync(dejaVuFiles[key]));
  } else {
    const isBold = key.endsWith('-bold');
    const name = isBold ? key.slice(0, -'-bold'.length) : key;
    const fallback = fallbackFonts.find((candidate) => candidate.name === name);
    if (!fallback) throw new Error(`unknown font ${key}`);
    font = parse(fs.readFileSync(require.resolve(isBold ? fallback.boldFile : fallback.file)));
  }
  loaded.set(key, font);
  return font;
}

/** The fallback font, in `weight`, for a code point's script, if it is in one DejaVu Sans
 * lacks. */
export function fallbackFontFor(
  codePoint: number,
  weight: 'regular' | 'bold',
): FontKey | undefined {
  for (const fallback of fallbackFonts) {
    for (const [first, last] of fallback.ranges) {
      if (codePoint >= first && codePoint <= last) {
        return weight === 'bold' ? `${fallback.name}-bold` : fallback.name;
      }
    }
  }
  return undefined;
}

/** Every fallback font's key in the regular weight (the one residents' answers are set in). */
export const fallbackFontKeys: FontKey[] = fallbackFonts.map((fallback) => fallback.name);

/**
 * The fallback fonts the start-up warm-up loads: those whose text is shaped, since parsing
 * their layout tables and the first shaping take a few hundred milliseconds. Noto Sans SC is
 * left to first use: Chinese is set glyph by glyph and the font loads in a few tens of
 * milliseconds, but it is 10 MB that an idle worker would otherwise hold (docs/decisions/0064).
 */
export const warmedUpFallbackFontKeys: FontKey[] = fallbackFontKeys.filter(
  (key) => key !== 'noto-sans-sc',
);
