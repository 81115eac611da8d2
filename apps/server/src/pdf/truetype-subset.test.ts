import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { pdfFont, type FontKey } from './pdf-fonts.ts';

type Subset = { includeGlyph(glyph: number): number; encode(): Uint8Array };

/** Text in each font, with accented Latin (DejaVu draws those as composite glyphs). */
const samples: [FontKey, string][] = [
  ['regular', 'Zoë Łukasiewicz-Núñez, Ελένη, Олена: ÀÉÎÕÜ åçñ 0123456789'],
  ['bold', 'Şükrü Çelik (Nguyễn Thị Ánh) ÀÉÎÕÜ'],
  ['noto-sans-arabic', 'أحتاج إلى مساعدة في الاستحمام'],
  ['noto-sans-bengali', 'সকালে কাপড় পরতে আমার সাহায্য দরকার'],
  ['noto-sans-gurmukhi', 'ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ'],
  ['noto-sans-gujarati', 'હંસાબેન પટેલ'],
  ['noto-sans-tamil', 'செல்வி முருகன்'],
  ['noto-sans-sc', '我需要有人帮我洗澡和穿衣服'],
  ['noto-sans-arabic-bold', 'محمد علي'],
  ['noto-sans-bengali-bold', 'রহিম উদ্দিন'],
  ['noto-sans-gurmukhi-bold', 'ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ'],
  ['noto-sans-gujarati-bold', 'હંસાબેન પટેલ'],
  ['noto-sans-tamil-bold', 'செல்வி முருகன்'],
  ['noto-sans-sc-bold', '王芳需要帮助'],
];

/** Each glyph of an embedded font file, as an outline and an advance. */
function glyphsOf(file: Uint8Array): { outline: string; advance: number }[] {
  const font = fontkit.create(Buffer.from(file)) as fontkit.Font;
  return Array.from({ length: font.numGlyphs }, (_, id) => {
    const glyph = font.getGlyph(id);
    return { outline: glyph.path.toSVG(), advance: glyph.advanceWidth };
  });
}

describe('the TrueType subset embedded in each document', () => {
  it.each(samples)('draws the glyphs of %s as fontkit’s own subset does', (key, text) => {
    const font = pdfFont(key);
    const ours = (font as unknown as { createSubset(): Subset }).createSubset();
    // The parsed font under the worker's wrapper still has fontkit's own subsetter.
    const reference = (Object.getPrototypeOf(font) as { createSubset(): Subset }).createSubset();
    const glyphIds = font.layout(text).glyphs.map((glyph) => glyph.id);
    expect(glyphIds.length).toBeGreaterThan(3);
    for (const id of glyphIds) {
      expect(ours.includeGlyph(id)).toBe(reference.includeGlyph(id));
    }
    const oursFile = ours.encode();
    const expected = glyphsOf(reference.encode());
    expect(glyphsOf(oursFile)).toEqual(expected);
    expect(expected.some((glyph) => glyph.outline.length > 0)).toBe(true);
    // Encoding again gives the same file: the font itself was left as it was.
    expect(glyphsOf(ours.encode())).toEqual(expected);
  });
});
