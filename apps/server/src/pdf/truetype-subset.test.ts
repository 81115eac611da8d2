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

interface TableRecord {
  checksum: number;
  offset: number;
  length: number;
}

/** The table directory of an OpenType file, read as a strict reader would. */
function directoryOf(file: Uint8Array) {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const count = view.getUint16(4);
  const tables = new Map<string, TableRecord>();
  for (let index = 0; index < count; index += 1) {
    const record = 12 + index * 16;
    const tag = String.fromCharCode(...file.subarray(record, record + 4));
    tables.set(tag, {
      checksum: view.getUint32(record + 4),
      offset: view.getUint32(record + 8),
      length: view.getUint32(record + 12),
    });
  }
  return {
    version: view.getUint32(0),
    searchRange: view.getUint16(6),
    entrySelector: view.getUint16(8),
    rangeShift: view.getUint16(10),
    tables,
  };
}

/** OpenType's table checksum: the sum of the table's big-endian 32-bit words, zero-padded. */
function tableChecksum(file: Uint8Array, { offset, length }: TableRecord): number {
  const padded = new Uint8Array(Math.ceil(length / 4) * 4);
  padded.set(file.subarray(offset, offset + length));
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let index = 0; index < padded.length; index += 4) sum = (sum + view.getUint32(index)) >>> 0;
  return sum;
}

describe('the TrueType subset embedded in each document', () => {
  it.each(samples)('writes a well-formed font file for %s', (key, text) => {
    const font = pdfFont(key);
    const subset = (font as unknown as { createSubset(): Subset }).createSubset();
    const glyphIds = [...new Set(font.layout(text).glyphs.map((glyph) => glyph.id))];
    for (const id of glyphIds) subset.includeGlyph(id);
    const file = subset.encode();
    const { version, searchRange, entrySelector, rangeShift, tables } = directoryOf(file);

    expect(version).toBe(0x00010000);
    const tags = [...tables.keys()];
    expect(tags).toEqual([...tags].sort());
    const power = 2 ** Math.floor(Math.log2(tags.length));
    expect([searchRange, entrySelector, rangeShift]).toEqual([
      power * 16,
      Math.log2(power),
      tags.length * 16 - searchRange,
    ]);
    let end = 12 + 16 * tags.length;
    for (const [tag, record] of tables) {
      expect(record.offset, tag).toBe(end);
      expect(record.checksum, tag).toBe(tableChecksum(file, record));
      end = record.offset + Math.ceil(record.length / 4) * 4;
    }
    expect(file.length).toBe(end);

    // Every glyph the subset holds has its own metrics, and the counts agree.
    const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
    const at = (tag: string) => tables.get(tag)?.offset ?? -1;
    const glyphCount = view.getUint16(at('maxp') + 4);
    expect(glyphCount).toBe((fontkit.create(Buffer.from(file)) as fontkit.Font).numGlyphs);
    expect(view.getUint16(at('hhea') + 34)).toBe(glyphCount);
    expect(tables.get('hmtx')?.length).toBe(glyphCount * 4);
    // No bigger than fontkit's own subset of the same glyphs: each glyph is padded to four
    // bytes at most.
    const reference = (Object.getPrototypeOf(font) as { createSubset(): Subset }).createSubset();
    for (const id of glyphIds) reference.includeGlyph(id);
    const referenceFile = reference.encode();
    const referenceGlyf = directoryOf(referenceFile).tables.get('glyf')?.length ?? 0;
    expect(tables.get('glyf')?.length ?? Infinity).toBeLessThanOrEqual(
      referenceGlyf + 3 * glyphCount,
    );

    // The hinting programs are the font's own: byte for byte what fontkit's subset holds.
    const referenceTables = directoryOf(referenceFile).tables;
    for (const tag of ['cvt ', 'fpgm', 'prep']) {
      const expected = referenceTables.get(tag);
      const copied = tables.get(tag);
      if (!expected) {
        expect(copied, tag).toBeUndefined();
        continue;
      }
      expect(copied, tag).toBeDefined();
      expect(
        Buffer.from(file.subarray(copied?.offset, (copied?.offset ?? 0) + (copied?.length ?? 0))),
        tag,
      ).toEqual(
        Buffer.from(referenceFile.subarray(expected.offset, expected.offset + expected.length)),
      );
    }
  });

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
