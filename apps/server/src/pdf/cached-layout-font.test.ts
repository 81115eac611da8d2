import fs from 'node:fs';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { unshapedWidth, withCachedLayout } from './cached-layout-font.ts';

const dejaVu = () =>
  fontkit.create(
    fs.readFileSync(new URL('./fonts/DejaVuSans.ttf', import.meta.url)),
  ) as fontkit.Font;

type Layout = { glyphs: fontkit.Glyph[]; advanceWidth: number };
const layOut = (font: fontkit.Font, text: string, features?: unknown) =>
  (font.layout as (text: string, features?: unknown) => Layout)(text, features);

describe('a font with a cached layout for text that needs no shaping', () => {
  const font = dejaVu();
  const cached = withCachedLayout(font);
  const sideBySide = (text: string) =>
    [...text].reduce((total, character) => {
      return total + font.glyphForCodePoint(character.codePointAt(0) ?? 0).advanceWidth;
    }, 0);

  it('sets Latin, Greek and Cyrillic glyph by glyph, without kerning, as wide as its glyphs', () => {
    const text = 'AVATAR Ελένη Олена';
    const layout = layOut(cached, text);
    expect(layout.glyphs.map((glyph) => glyph.id)).toEqual(
      [...text].map((character) => font.glyphForCodePoint(character.codePointAt(0) ?? 0).id),
    );
    expect(layout.advanceWidth).toBe(sideBySide(text));
    expect(unshapedWidth(cached, text)).toBe(sideBySide(text));
    // fontkit's own shaping kerns "AV": the cached layout gives that up on purpose.
    expect(layOut(font, 'AVATAR').advanceWidth).toBeLessThan(sideBySide('AVATAR'));
    expect(layOut(cached, 'AVATAR', []).advanceWidth).toBe(sideBySide('AVATAR'));
  });

  it('shapes text that asks for features, or needs shaping, through fontkit', () => {
    expect(layOut(cached, 'AVATAR', ['kern']).advanceWidth).toBe(
      layOut(font, 'AVATAR', ['kern']).advanceWidth,
    );
    expect(layOut(cached, 'AVATAR', { kern: true }).advanceWidth).toBe(
      layOut(font, 'AVATAR', { kern: true }).advanceWidth,
    );
    // A combining accent is positioned by shaping, over its letter.
    const decomposed = 'Zoe\u0308';
    expect(layOut(cached, decomposed).glyphs.map((glyph) => glyph.id)).toEqual(
      layOut(font, decomposed).glyphs.map((glyph) => glyph.id),
    );
  });

  it('copies each character out as itself, though two characters share a glyph', () => {
    // Noto Sans SC draws the Kangxi radical ⼀ and the ideograph 一 with one glyph.
    const chinese = withCachedLayout(
      fontkit.create(
        fs.readFileSync(
          new URL(
            import.meta
              .resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
          ),
        ),
      ) as fontkit.Font,
    );
    const radical = layOut(chinese, '\u2f00').glyphs[0];
    const ideograph = layOut(chinese, '\u4e00').glyphs[0];
    expect(radical?.id).toBe(ideograph?.id);
    expect(radical?.codePoints).toEqual([0x2f00]);
    expect(ideograph?.codePoints).toEqual([0x4e00]);
    expect(layOut(chinese, '\u2f00').glyphs[0]?.codePoints).toEqual([0x2f00]);
  });
});

describe('shaping a font whose positioning tables fontkit cannot read', () => {
  /** A font whose shaping fails until mark positioning is turned off, as fontkit 2.0.4 does
   * on Noto Sans Gurmukhi's above-base marks. */
  function failingFont(failsWith: (features: unknown) => boolean) {
    const attempts: unknown[] = [];
    const font = Object.create(dejaVu()) as fontkit.Font;
    const shape = font.layout.bind(font);
    Object.defineProperty(font, 'layout', {
      value(text: string, features?: unknown) {
        attempts.push(features);
        if (failsWith(features)) throw new Error('empty anchor');
        return shape(text);
      },
    });
    return { font: withCachedLayout(font), attempts };
  }
  const gurmukhi = 'ਗੁਰਪ੍ਰੀਤ';

  it('shapes again without above-base marks, then without any mark positioning, and remembers', () => {
    const { font, attempts } = failingFont((features) => features === undefined);
    layOut(font, gurmukhi);
    expect(attempts).toEqual([undefined, { abvm: false }]);
    layOut(font, gurmukhi);
    expect(attempts.slice(2)).toEqual([{ abvm: false }]);

    const stubborn = failingFont(
      (features) => features === undefined || Object.keys(features as object).length === 1,
    );
    layOut(stubborn.font, gurmukhi);
    expect(stubborn.attempts).toEqual([
      undefined,
      { abvm: false },
      { abvm: false, blwm: false, mark: false, mkmk: false, dist: false },
    ]);
  });

  it('gives fontkit its own copy of the features, which it fills in with its defaults', () => {
    const first = failingFont((features) => features === undefined);
    layOut(first.font, gurmukhi);
    // fontkit adds the script's default features to the object it is given.
    Object.assign(first.attempts[1] as object, { blwm: true, mark: true });
    const second = failingFont((features) => features === undefined);
    layOut(second.font, gurmukhi);
    expect(second.attempts).toEqual([undefined, { abvm: false }]);
  });

  it('fails with fontkit’s own error when nothing works', () => {
    const { font } = failingFont(() => true);
    // Caught by hand: toThrow(message) also passes when `undefined` is thrown.
    let thrown: unknown;
    try {
      layOut(font, gurmukhi);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toBe('empty anchor');
  });
});
