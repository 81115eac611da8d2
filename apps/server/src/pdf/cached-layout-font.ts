import type { Font, Glyph, GlyphPosition } from 'fontkit';

/**
 * Text in these ranges needs no shaping: one code point, one glyph, set side by side (Latin
 * with precomposed diacritics, Greek, Cyrillic, punctuation, symbols and Chinese). Combining
 * marks, Arabic and the Indic scripts are left to fontkit's OpenType shaping.
 */
const unshapedText =
  /^[\u0020-\u007e\u00a0-\u02ff\u0370-\u0482\u048a-\u052f\u1e00-\u1fff\u2010-\u2027\u2030-\u205e\u20a0-\u20cf\u2100-\u218f\u2190-\u23ff\u25a0-\u27bf\u2e80-\u2fdf\u3000-\u3029\u3030-\u303f\u3041-\u3096\u309b-\u30ff\u3105-\u312f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff01-\uffee]*$/;

const withoutMarkPositioning = {
  abvm: false,
  blwm: false,
  mark: false,
  mkmk: false,
  dist: false,
} as const;
const fallbackFeatures: Record<string, false>[] = [{ abvm: false }, withoutMarkPositioning];

export const isUnshapedText = (text: string) => unshapedText.test(text);

/** What pdfkit reads from a layout: glyphs, their positions, and the total advance. */
interface Layout {
  glyphs: Glyph[];
  positions: GlyphPosition[];
  readonly advanceWidth: number;
}

/**
 * The font with a faster `layout` for text that needs no shaping: each code point's glyph is
 * looked up once per worker and reused, where fontkit would run every word through its
 * OpenType substitution and positioning (most of a render's time). The kerning and ligatures
 * that pass would add to Latin text are given up (docs/decisions/0065). Everything else
 * (properties, subsetting, shaped text) is the font's own, through the prototype.
 */
export function withCachedLayout(font: Font): Font {
  const glyphs = new Map<number, Glyph>();
  const glyphFor = (codePoint: number) => {
    let glyph = glyphs.get(codePoint);
    // Stryker disable next-line ConditionalExpression: a fresh view on every call is the same glyph for the same character; the map only saves making it again
    if (!glyph) {
      // fontkit keeps one glyph object per glyph id, carrying the code points of whichever
      // character asked first: Noto Sans SC draws the Kangxi radical ⼀ and the ideograph 一
      // with one glyph, so after one every other would copy out (ToUnicode) as the first. Each
      // code point gets its own view of the glyph that says which character it stands for.
      const shared = font.glyphForCodePoint(codePoint);
      glyph = Object.create(shared, { codePoints: { value: [codePoint] } }) as Glyph;
      glyphs.set(codePoint, glyph);
    }
    return glyph;
  };
  const shape = (font.layout as (text: string, features?: unknown) => Layout).bind(font);
  /** Features turned off after fontkit failed on this font (see shapeSafely). */
  let disabled: Record<string, false> | undefined;
  /**
   * fontkit 2.0.4 throws on mark anchors left empty in some fonts (Noto Sans Gurmukhi's
   * above-base marks): a resident's name must still print, so the font is shaped again without
   * that positioning step, then without any mark positioning, and remembers what worked.
   */
  const shapeSafely = (text: string, features?: unknown): Layout => {
    const attempts = disabled
      ? [disabled, withoutMarkPositioning]
      : [undefined, ...fallbackFeatures];
    let failure: unknown;
    for (const attempt of attempts) {
      try {
        // A copy each time: fontkit fills the object it is given with the script's default
        // features, which would then follow this object into every other script's retries.
        const layout = shape(text, attempt ? { ...attempt } : features);
        disabled = attempt;
        return layout;
      } catch (error) {
        failure = error;
      }
    }
    throw failure;
  };
  const cached: Font = Object.create(font) as Font;
  Object.defineProperty(cached, 'layout', {
    value(text: string, features?: unknown): Layout {
      const hasFeatures = Array.isArray(features) ? features.length > 0 : features !== undefined;
      if (hasFeatures || !isUnshapedText(text)) {
        return shapeSafely(text, hasFeatures ? features : undefined);
      }
      const layout: Layout = {
        glyphs: [],
        positions: [],
        // pdfkit scales the positions in place, so the total is read from them afterwards.
        get advanceWidth() {
          let total = 0;
          for (const position of this.positions) total += position.xAdvance;
          return total;
        },
      };
      for (const character of text) {
        const glyph = glyphFor(character.codePointAt(0) ?? 0);
        layout.glyphs.push(glyph);
        const position: GlyphPosition = {
          xAdvance: glyph.advanceWidth,
          yAdvance: 0,
          xOffset: 0,
          yOffset: 0,
        };
        layout.positions.push(position);
      }
      return layout;
    },
  });
  /** Width in font units of unshaped text, from the cached glyphs. */
  Object.defineProperty(cached, 'unshapedWidth', {
    value(text: string): number {
      let total = 0;
      for (const character of text) total += glyphFor(character.codePointAt(0) ?? 0).advanceWidth;
      return total;
    },
  });
  return cached;
}

/** Width in font units of text that `isUnshapedText` accepts. */
export function unshapedWidth(font: Font, text: string): number {
  return (font as Font & { unshapedWidth(text: string): number }).unshapedWidth(text);
}
