import { inflateSync } from 'node:zlib';

/** What pdfkit uses of a font subset: glyph ids in, new ids out, then the embedded file. */
export interface TrueTypeSubset {
  /** Not a CFF font (pdfkit embeds the file as FontFile2). */
  readonly cff: undefined;
  includeGlyph(glyph: number | { id: number }): number;
  encode(): Uint8Array;
}

interface GlyphRecord {
  /** The glyph's outline as stored in the font, padded to four bytes. */
  bytes: Uint8Array;
  /** For a composite glyph, each component's glyph id and the offset where it is written. */
  components: { glyphId: number; offset: number }[];
  advance: number;
  leftBearing: number;
}

/** The tables a TrueType font embedded in a PDF needs (ISO 32000 9.9), in tag order. */
const copiedTables = ['cvt ', 'fpgm', 'prep'] as const;

// Composite glyph flags (OpenType `glyf`).
const argumentsAreWords = 0x0001;
const hasScale = 0x0008;
const hasMoreComponents = 0x0020;
const hasXAndYScale = 0x0040;
const hasTwoByTwo = 0x0080;

/**
 * Subsets a TrueType font for embedding from its raw tables, with each glyph's bytes and
 * metrics read once per worker and kept. fontkit's own subsetter decodes every glyph and
 * re-encodes the hinting tables value by value for each document (and inflates a WOFF
 * font's whole glyph table again for every glyph), about a quarter of a short document's
 * render time (docs/decisions/0065). The file holds the same tables fontkit's does (head,
 * hhea, maxp, hmtx, loca, glyf and the hinting programs), with glyph 0 first and the rest
 * in the order the document used them. The tables are read from the font file itself
 * (`fontTables`), not from fontkit's parsed font.
 */
export function trueTypeSubsetter(file: Uint8Array): (() => TrueTypeSubset) | undefined {
  const table = fontTables(file);
  if (!table('glyf') || !table('loca')) return undefined;
  const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.length);

  const head = view(table('head') as Uint8Array);
  const isLongLoca = head.getInt16(50) === 1;
  const loca = view(table('loca') as Uint8Array);
  const glyf = table('glyf') as Uint8Array;
  const hhea = view(table('hhea') as Uint8Array);
  const hmtx = view(table('hmtx') as Uint8Array);
  const metricCount = hhea.getUint16(34);

  const records = new Map<number, GlyphRecord>();
  const record = (glyphId: number): GlyphRecord => {
    let found = records.get(glyphId);
    if (found) return found;
    const start = isLongLoca ? loca.getUint32(glyphId * 4) : loca.getUint16(glyphId * 2) * 2;
    const end = isLongLoca ? loca.getUint32(glyphId * 4 + 4) : loca.getUint16(glyphId * 2 + 2) * 2;
    const bytes = new Uint8Array(Math.ceil((end - start) / 4) * 4);
    bytes.set(glyf.subarray(start, end));
    const components: GlyphRecord['components'] = [];
    const glyph = view(bytes);
    if (end > start && glyph.getInt16(0) < 0) {
      let offset = 10;
      for (;;) {
        const flags = glyph.getUint16(offset);
        components.push({ glyphId: glyph.getUint16(offset + 2), offset: offset + 2 });
        offset += 4 + (flags & argumentsAreWords ? 4 : 2);
        if (flags & hasScale) offset += 2;
        else if (flags & hasXAndYScale) offset += 4;
        else if (flags & hasTwoByTwo) offset += 8;
        if (!(flags & hasMoreComponents)) break;
      }
    }
    const metric = Math.min(glyphId, metricCount - 1);
    const advance = hmtx.getUint16(metric * 4);
    const leftBearing =
      glyphId < metricCount
        ? hmtx.getInt16(glyphId * 4 + 2)
        : hmtx.getInt16(metricCount * 4 + (glyphId - metricCount) * 2);
    found = { bytes, components, advance, leftBearing };
    records.set(glyphId, found);
    return found;
  };

  return () => {
    const glyphs: number[] = [];
    const mapping = new Map<number, number>();
    const includeGlyph = (glyph: number | { id: number }): number => {
      const glyphId = typeof glyph === 'number' ? glyph : glyph.id;
      let newId = mapping.get(glyphId);
      if (newId === undefined) {
        newId = glyphs.length;
        glyphs.push(glyphId);
        mapping.set(glyphId, newId);
      }
      return newId;
    };
    includeGlyph(0);
    return {
      cff: undefined,
      includeGlyph,
      encode() {
        // Components are added as they are met, so the list can grow while it is walked.
        for (let index = 0; index < glyphs.length; index += 1) {
          for (const component of record(glyphs[index] as number).components) {
            includeGlyph(component.glyphId);
          }
        }
        return encodeFont(
          glyphs.map((glyphId) => record(glyphId)),
          mapping,
          table,
        );
      },
    };
  };
}

function encodeFont(
  glyphs: GlyphRecord[],
  mapping: Map<number, number>,
  table: (tag: string) => Uint8Array | undefined,
): Uint8Array {
  const glyfLength = glyphs.reduce((sum, glyph) => sum + glyph.bytes.length, 0);
  const glyf = new Uint8Array(glyfLength);
  const loca = new Uint8Array((glyphs.length + 1) * 4);
  const locaView = new DataView(loca.buffer);
  const hmtx = new Uint8Array(glyphs.length * 4);
  const hmtxView = new DataView(hmtx.buffer);
  let offset = 0;
  glyphs.forEach((glyph, index) => {
    glyf.set(glyph.bytes, offset);
    const glyfView = new DataView(glyf.buffer, offset, glyph.bytes.length);
    for (const component of glyph.components) {
      glyfView.setUint16(component.offset, mapping.get(component.glyphId) ?? 0);
    }
    locaView.setUint32(index * 4, offset);
    hmtxView.setUint16(index * 4, glyph.advance);
    hmtxView.setInt16(index * 4 + 2, glyph.leftBearing);
    offset += glyph.bytes.length;
  });
  locaView.setUint32(glyphs.length * 4, offset);

  const patched = (tag: string, patch: (view: DataView) => void): Uint8Array => {
    // A copy: the table itself is a view of the font's own file.
    const bytes = new Uint8Array(table(tag) as Uint8Array);
    patch(new DataView(bytes.buffer));
    return bytes;
  };
  const out = new Map<string, Uint8Array>([
    ['glyf', glyf],
    [
      'head',
      patched('head', (view) => {
        view.setUint32(8, 0); // checkSumAdjustment: PDF readers do not check it.
        view.setInt16(50, 1); // long loca offsets
      }),
    ],
    ['hhea', patched('hhea', (view) => view.setUint16(34, glyphs.length))],
    ['hmtx', hmtx],
    ['loca', loca],
    ['maxp', patched('maxp', (view) => view.setUint16(4, glyphs.length))],
  ]);
  for (const tag of copiedTables) {
    const bytes = table(tag);
    if (bytes) out.set(tag, bytes);
  }
  return sfnt(out);
}

/** An OpenType file from its tables: the table directory, then each table on four bytes. */
function sfnt(tables: Map<string, Uint8Array>): Uint8Array {
  const tags = [...tables.keys()].sort();
  const headerLength = 12 + 16 * tags.length;
  let length = headerLength;
  for (const tag of tags) length += Math.ceil((tables.get(tag) as Uint8Array).length / 4) * 4;
  const file = new Uint8Array(length);
  const view = new DataView(file.buffer);
  const power = 2 ** Math.floor(Math.log2(tags.length));
  view.setUint32(0, 0x00010000);
  view.setUint16(4, tags.length);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, tags.length * 16 - power * 16);
  let offset = headerLength;
  tags.forEach((tag, index) => {
    const bytes = tables.get(tag) as Uint8Array;
    file.set(bytes, offset);
    const record = 12 + index * 16;
    for (let char = 0; char < 4; char += 1) view.setUint8(record + char, tag.charCodeAt(char));
    view.setUint32(record + 4, checksum(file, offset, bytes.length));
    view.setUint32(record + 8, offset);
    view.setUint32(record + 12, bytes.length);
    offset += Math.ceil(bytes.length / 4) * 4;
  });
  return file;
}

function checksum(file: Uint8Array, offset: number, length: number): number {
  const view = new DataView(file.buffer, offset, Math.ceil(length / 4) * 4);
  let sum = 0;
  for (let index = 0; index < view.byteLength; index += 4) {
    sum = (sum + view.getUint32(index)) >>> 0;
  }
  return sum;
}

/**
 * The tables of a TrueType (sfnt) or WOFF 1.0 file by tag, each read on first use: a view of
 * the file for a TrueType font (Noto Sans SC's glyphs alone are 9 MB, so never a copy; never
 * written to, see `patched`), the inflated table for a compressed WOFF one.
 */
function fontTables(file: Uint8Array): (tag: string) => Uint8Array | undefined {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const isWoff = view.getUint32(0) === 0x774f4646; // 'wOFF'
  const count = view.getUint16(isWoff ? 12 : 4);
  const entries = new Map<string, { offset: number; stored: number; length: number }>();
  for (let index = 0; index < count; index += 1) {
    const record = isWoff ? 44 + index * 20 : 12 + index * 16;
    const tag = String.fromCharCode(...file.subarray(record, record + 4));
    const field = (at: number) => view.getUint32(record + at);
    // WOFF: offset, stored length, original length; TrueType: checksum, offset, length.
    entries.set(
      tag,
      isWoff
        ? { offset: field(4), stored: field(8), length: field(12) }
        : { offset: field(8), stored: field(12), length: field(12) },
    );
  }
  const tables = new Map<string, Uint8Array>();
  return (tag) => {
    const found = tables.get(tag);
    if (found) return found;
    const entry = entries.get(tag);
    if (!entry) return undefined;
    const stored = file.subarray(entry.offset, entry.offset + entry.stored);
    // WOFF stores a table uncompressed when compressing would not make it smaller.
    const bytes = entry.stored < entry.length ? new Uint8Array(inflateSync(stored)) : stored;
    tables.set(tag, bytes);
    return bytes;
  };
}
