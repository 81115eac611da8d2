import { describe, expect, it } from 'vitest';
import type { DocumentModel } from './document-model.ts';
import { extractPdfText } from '../testing/extract-pdf-text.ts';
import { pdfFont } from './pdf-fonts.ts';
import { renderDocumentPdf } from './render-document-pdf.ts';
import { layOutText } from './text-layout.ts';

/** Names and answers in the scripts London residents write in. */
const samples = [
  {
    script: 'Latin with diacritics',
    name: 'Zoë Łukasiewicz-Núñez',
    answer: 'Şükrü Çelik and Nguyễn Thị Ánh help me with the shopping.',
  },
  { script: 'Chinese', name: '王芳', answer: '我需要有人帮我洗澡和穿衣服。' },
  { script: 'Bengali', name: 'রহিম উদ্দিন', answer: 'সকালে কাপড় পরতে আমার সাহায্য দরকার।' },
  {
    script: 'Arabic',
    name: 'محمد علي',
    answer: 'أحتاج إلى مساعدة في الاستحمام كل صباح، الساعة 8 (رقم 42).',
  },
  { script: 'Urdu', name: 'عائشہ خان', answer: 'مجھے صبح کپڑے پہننے میں مدد کی ضرورت ہے۔' },
  { script: 'Gujarati', name: 'હંસાબેન પટેલ', answer: 'મને રસોઈ બનાવવામાં મદદની જરૂર છે.' },
  { script: 'Punjabi (Gurmukhi)', name: 'ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ', answer: 'ਮੈਨੂੰ ਖਰੀਦਦਾਰੀ ਵਿੱਚ ਮਦਦ ਚਾਹੀਦੀ ਹੈ।' },
  { script: 'Tamil', name: 'செல்வி முருகன்', answer: 'எனக்கு சமையலில் உதவி தேவை.' },
  { script: 'Greek', name: 'Ελένη Παπαδοπούλου', answer: 'Χρειάζομαι βοήθεια με το μπάνιο.' },
  { script: 'Cyrillic', name: 'Олена Коваленко', answer: 'Мені потрібна допомога з покупками.' },
];

const model: DocumentModel = {
  title: 'Care and support self-assessment',
  councilName: 'London Borough Council',
  subject: 'Scripts',
  blocks: samples.flatMap(({ script, name, answer }) => [
    { kind: 'heading', level: 3, text: `Person: ${name}` } as const,
    { kind: 'entry', label: 'Name', value: name } as const,
    { kind: 'entry', label: `Answer (${script})`, value: answer } as const,
    { kind: 'entry', label: 'Chosen', value: [name, answer] } as const,
  ]),
};

describe('names and answers in the scripts London residents use', () => {
  it('reads back exactly as written, from the headings, paragraphs and list items', async () => {
    const pdf = await renderDocumentPdf(model);
    const { structureTexts } = await extractPdfText(pdf);
    for (const { name, answer } of samples) {
      expect(structureTexts).toContain(`Person: ${name}`);
      expect(structureTexts).toContain(name);
      expect(structureTexts).toContain(answer);
      // Once as the entry's value, once as a list item.
      expect(structureTexts.filter((text) => text === answer)).toHaveLength(2);
    }
  }, 60_000);

  it('draws every character with a real glyph (no missing-glyph boxes) in the font it chose', () => {
    for (const { script, name, answer } of samples) {
      for (const weight of ['regular', 'bold'] as const) {
        const text = `${name} ${answer}`;
        const paragraph = layOutText(text, { weight, size: 11, width: 200 }, new Map());
        const pieces = paragraph.lines.flatMap((line) => line.pieces);
        expect(pieces.length, script).toBeGreaterThan(0);
        for (const piece of pieces) {
          const glyphs = pdfFont(piece.font).layout(piece.text).glyphs;
          const missing = glyphs.filter((glyph) => glyph.id === 0);
          expect(missing, `${script}: "${piece.text}" in ${piece.font}`).toEqual([]);
        }
      }
    }
  });

  it('sets headings in every script in its bold fallback font, and answers in the regular one', async () => {
    for (const [text, font] of [
      ['王芳', 'noto-sans-sc'],
      ['রহিম', 'noto-sans-bengali'],
      ['محمد', 'noto-sans-arabic'],
      ['હંસાબેન', 'noto-sans-gujarati'],
      ['ਗੁਰਪ੍ਰੀਤ', 'noto-sans-gurmukhi'],
      ['செல்வி', 'noto-sans-tamil'],
    ] as const) {
      const style = { size: 11, width: 400 };
      const bold = layOutText(text, { ...style, weight: 'bold' }, new Map());
      const regular = layOutText(text, { ...style, weight: 'regular' }, new Map());
      expect(bold.lines[0]?.pieces.map((piece) => piece.font)).toEqual([`${font}-bold`]);
      expect(regular.lines[0]?.pieces.map((piece) => piece.font)).toEqual([font]);
    }
    // The headings of the sample document are bold: each script's bold font is embedded.
    const embedded = (await renderDocumentPdf(model)).toString('latin1');
    for (const name of ['SC', 'Bengali', 'Arabic', 'Gujarati', 'Gurmukhi', 'Tamil']) {
      expect(embedded).toContain(`NotoSans${name}-Bold`);
      expect(embedded).toContain(`NotoSans${name}-Regular`);
    }
  }, 60_000);

  it('sets right-to-left text against the right margin, words in right-to-left order', () => {
    const paragraph = layOutText(
      'محمد علي',
      { weight: 'regular', size: 11, width: 400 },
      new Map(),
    );
    expect(paragraph.isRightToLeft).toBe(true);
    const words = paragraph.lines[0]?.pieces.filter((piece) => piece.text.trim() !== '') ?? [];
    // The first word read is the right-most on the page.
    expect(words.map((piece) => piece.text)).toEqual(['علي', 'محمد']);
    expect(words[0]?.font).toBe('noto-sans-arabic');
  });

  it('wraps long text in any script inside the width', () => {
    for (const { script, answer } of samples) {
      const paragraph = layOutText(
        answer.repeat(8),
        { weight: 'regular', size: 11, width: 150 },
        new Map(),
      );
      expect(paragraph.lines.length, script).toBeGreaterThan(1);
      for (const line of paragraph.lines) expect(line.width, script).toBeLessThanOrEqual(150.01);
    }
  });
});

describe('text as typed into a text box', () => {
  it('takes Windows line ends and tabs as line breaks and spaces, with no missing glyphs', () => {
    const paragraph = layOutText(
      'First line\r\nSecond\tline\rThird',
      { weight: 'regular', size: 11, width: 400 },
      new Map(),
    );
    const lines = paragraph.lines.map((line) => line.pieces.map((piece) => piece.text).join(''));
    expect(lines).toEqual(['First line', 'Second line', 'Third']);
    for (const piece of paragraph.lines.flatMap((line) => line.pieces)) {
      const glyphs = pdfFont(piece.font).layout(piece.text).glyphs;
      expect(glyphs.filter((glyph) => glyph.id === 0)).toEqual([]);
    }
  });

  it('copies a Latin E out as Latin in a document rendered after one with a Cyrillic Е', async () => {
    // DejaVu draws both with one glyph; the worker keeps its fonts between documents.
    await renderDocumentPdf(model);
    const latin: DocumentModel = {
      title: 'Carers self-assessment',
      councilName: 'London Borough Council',
      subject: 'Latin after Cyrillic',
      blocks: [{ kind: 'entry', label: 'Reference', value: 'CARERS-2026-000001' }],
    };
    const { pages } = await extractPdfText(await renderDocumentPdf(latin));
    expect(pages.join(' ')).toContain('CARERS-2026-000001');
  });
});
