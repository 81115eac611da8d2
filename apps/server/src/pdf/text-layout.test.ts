import { describe, expect, it } from 'vitest';
import { layOutText, needsActualText, type Line, type TextStyle } from './text-layout.ts';

const regular: TextStyle = { weight: 'regular', size: 11, width: 400 };
const wide: TextStyle = { ...regular, width: 10_000 };

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const lay = (text: string, style: TextStyle = regular) => layOutText(text, style, new Map());
const textOf = (line: Line | undefined) => (line?.pieces ?? []).map((piece) => piece.text).join('');
/** The width of `text` set on one line with nothing else. */
const widthOf = (text: string, style: TextStyle = regular) =>
  lay(text, { ...style, width: 10_000 }).lines[0]?.width ?? 0;

describe('laying out plain text', () => {
  it('keeps a line that fits exactly on one line, and breaks before the word that does not', () => {
    const text = 'Help with washing and dressing every morning';
    const exact = widthOf(text);
    expect(lay(text, { ...regular, width: exact }).lines.map(textOf)).toEqual([text]);
    const lines = lay(text, { ...regular, width: exact - 0.01 }).lines.map(textOf);
    expect(lines).toEqual(['Help with washing and dressing every', 'morning']);
  });

  it('fills each line greedily: the next word would not have fitted on it', () => {
    const words = 'I need help getting in and out of the bath and up the stairs at night'.split(
      ' ',
    );
    const width = 120;
    const lines = lay(words.join(' '), { ...regular, width }).lines.map(textOf);
    expect(lines.join(' ')).toBe(words.join(' '));
    expect(lines.length).toBeGreaterThan(2);
    for (const [index, line] of lines.entries()) {
      expect(widthOf(line)).toBeLessThanOrEqual(width);
      const next = lines[index + 1]?.split(' ')[0];
      if (next) expect(widthOf(`${line} ${next}`)).toBeGreaterThan(width);
    }
  });

  it('leaves trailing spaces out of a line’s width, so they never push it over', () => {
    expect(widthOf('Tuesday   ')).toBe(widthOf('Tuesday'));
    const exact = widthOf('Monday Tuesday');
    expect(lay('Monday Tuesday    ', { ...regular, width: exact }).lines.map(textOf)).toEqual([
      'Monday Tuesday',
    ]);
  });

  it('splits a word wider than the line between characters, losing none', () => {
    const word = 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch';
    const width = 60;
    const lines = lay(`to ${word} and back`, { ...regular, width }).lines.map(textOf);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines[0]).toBe('to');
    expect(lines.join('').replaceAll(' ', '')).toBe(`to${word}andback`);
    for (const line of lines) expect(widthOf(line)).toBeLessThanOrEqual(width);
  });

  it('keeps an empty line as tall as a line of text, and counts every line in the height', () => {
    const paragraph = lay('First\n\nThird');
    expect(paragraph.lines.map(textOf)).toEqual(['First', '', 'Third']);
    const [first, empty, third] = paragraph.lines;
    expect(empty?.height).toBeCloseTo(first?.height ?? 0, 6);
    expect(empty?.ascent).toBeCloseTo(first?.ascent ?? 0, 6);
    expect(empty?.height).toBeGreaterThan(0);
    expect(paragraph.height).toBeCloseTo(
      (first?.height ?? 0) + (empty?.height ?? 0) + (third?.height ?? 0),
      6,
    );
    expect(lay('   ').lines[0]).toMatchObject({ pieces: [], height: first?.height });
  });

  it('keeps a line of spaces alone as tall as an empty line', () => {
    const empty = lay('First\n\nThird').lines[1];
    for (const text of ['First\n   \nThird', 'محمد\n   \nعلي']) {
      const spaces = lay(text).lines.find((line) => line.pieces.length === 0);
      expect(spaces, text).toBeDefined();
      expect(spaces?.height).toBeCloseTo(empty?.height ?? 0, 6);
      expect(spaces?.ascent).toBeCloseTo(empty?.ascent ?? 0, 6);
    }
  });

  it('drops control characters that have no glyph', () => {
    expect(lay('bell\u0007 and\u000b tab\u001f end\u007f').lines.map(textOf)).toEqual([
      'bell and tab end',
    ]);
  });
});

describe('laying out text in other scripts', () => {
  it('breaks Chinese between any two characters, inside the width', () => {
    const text = '我需要有人帮我洗澡和穿衣服我需要有人帮我洗澡和穿衣服';
    const width = 60;
    const lines = lay(text, { ...regular, width }).lines;
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.map(textOf).join('')).toBe(text);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(width);
    // Each line is as full as it can be: one more character would not have fitted.
    const first = textOf(lines[0]);
    expect(widthOf(text.slice(0, first.length + 1))).toBeGreaterThan(width);
  });

  it('breaks between a Latin word and Chinese, and between Chinese and a Latin word', () => {
    const chinese = '我需要有人帮我洗澡和穿衣服';
    const width = 90;
    const lines = lay(`Help: ${chinese} washing`, { ...regular, width }).lines.map(textOf);
    // The Latin word and the first characters share a line, filled to the width.
    expect(lines[0]?.startsWith('Help: 我')).toBe(true);
    expect(widthOf(`${lines[0]}${chinese.charAt((lines[0]?.length ?? 0) - 6)}`)).toBeGreaterThan(
      width,
    );
    expect(lines.join('')).toBe(`Help: ${chinese} washing`.replace(' washing', 'washing'));
    expect(lines.at(-1)).toBe('washing');
    for (const line of lines) expect(widthOf(line)).toBeLessThanOrEqual(width);
  });

  it('breaks before and after Chinese written against a Latin word, with no space between', () => {
    const chinese = '我需要有人帮我洗澡';
    const before = lay(`I am Washing${chinese}`, {
      ...regular,
      width: widthOf('I am Washing') + 1,
    });
    expect(textOf(before.lines[0])).toBe('I am Washing');
    expect(before.lines.slice(1).map(textOf).join('')).toBe(chinese);
    const after = lay(`${chinese}washing`, { ...regular, width: widthOf(chinese) + 1 });
    expect(after.lines.map(textOf)).toEqual([chinese, 'washing']);
  });

  it('breaks kana, compatibility and supplementary ideographs as Chinese, never inside a character', () => {
    for (const ideographs of [
      'ひらがなカタカナ'.repeat(3),
      '\uf900\uf901\uf902\uf903\uf904\uf905\uf906\uf907'.repeat(3),
      '𠮷𠀀𡈽𪚲'.repeat(6),
    ]) {
      const text = `Name: ${ideographs}`;
      const lines = lay(text, { ...regular, width: 70 }).lines.map(textOf);
      expect(lines.length).toBeGreaterThan(2);
      expect(lines[0]?.startsWith('Name: ')).toBe(true);
      expect(lines[0]?.length).toBeGreaterThan('Name: '.length);
      expect(lines.join('')).toBe(text);
      // No half of a surrogate pair is left alone at a line's end or start.
      for (const line of lines) expect(line).not.toMatch(loneSurrogate);
    }
  });

  it('breaks a long word between whole characters, never between a letter and its accent', () => {
    const word = 'e\u0301'.repeat(40);
    const lines = lay(word, { ...regular, width: 40 }).lines.map(textOf);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(word);
    for (const line of lines) expect(line.startsWith('e')).toBe(true);
  });

  it('sets leading spaces in the font of the first letter, as one piece with it', () => {
    const pieces = lay('  王芳', wide).lines[0]?.pieces ?? [];
    expect(pieces.map((piece) => [piece.text, piece.font])).toEqual([['  王芳', 'noto-sans-sc']]);
  });

  it('keeps digits in a fallback run in its font when it has them, else in DejaVu', () => {
    const fontsOf = (text: string) =>
      (lay(text, wide).lines[0]?.pieces ?? []).map((piece) => [piece.text, piece.font]);
    // The Chinese font has Western digits: one piece, one size and style.
    expect(fontsOf('王芳12号')).toEqual([['王芳12号', 'noto-sans-sc']]);
    // The Arabic file leaves them out: the digit and the space after it are DejaVu's, in
    // visual order after the right-to-left word.
    expect(fontsOf('8 الساعة')).toEqual([
      ['الساعة', 'noto-sans-arabic'],
      [' ', 'regular'],
      ['8', 'regular'],
    ]);
  });

  it('places each piece after the one before, and the line is as wide as its pieces', () => {
    const line = lay('Zoë 王芳 Ελένη রহিম', wide).lines[0];
    const pieces = line?.pieces ?? [];
    expect(new Set(pieces.map((piece) => piece.font)).size).toBeGreaterThan(2);
    let x = 0;
    for (const piece of pieces) {
      expect(piece.x).toBeCloseTo(x, 6);
      x += piece.width;
    }
    expect(line?.width).toBeCloseTo(x, 6);
  });

  it('makes a line tall enough for its tallest font', () => {
    const latin = lay('Ada', wide).lines[0];
    const bengali = lay('রহিম', wide).lines[0];
    const mixed = lay('Ada রহিম', wide).lines[0];
    const descent = (line: Line | undefined) => (line?.height ?? 0) - (line?.ascent ?? 0);
    expect(mixed?.ascent).toBeCloseTo(Math.max(latin?.ascent ?? 0, bengali?.ascent ?? 0), 6);
    expect(descent(mixed)).toBeCloseTo(Math.max(descent(latin), descent(bengali)), 6);
  });

  it('takes the direction of the paragraph from its first line', () => {
    expect(lay('محمد علي\nAda').isRightToLeft).toBe(true);
    expect(lay('Ada\nمحمد علي').isRightToLeft).toBe(false);
    expect(lay('Ελένη').isRightToLeft).toBe(false);
  });

  it('gives the words of a right-to-left line in visual order, right-most first', () => {
    const pieces = (lay('محمد علي حسن', wide).lines[0]?.pieces ?? []).filter(
      (piece) => piece.text.trim() !== '',
    );
    expect(pieces.map((piece) => piece.text)).toEqual(['حسن', 'علي', 'محمد']);
  });
});

describe('text whose glyphs a reader cannot copy out in order', () => {
  it('is right-to-left or shaped text, not Latin, Greek, Cyrillic or Chinese', () => {
    for (const text of ['محمد', 'עברית', 'রহিম', 'હંસાબેન', 'ਗੁਰਪ੍ਰੀਤ', 'செல்வி', 'ﻻ']) {
      expect(needsActualText(text), text).toBe(true);
    }
    for (const text of ['Zoë', 'Ελένη', 'Олена', '王芳', '12 (3)']) {
      expect(needsActualText(text), text).toBe(false);
    }
  });
});
