import { describe, expect, it } from 'vitest';
import { extractPdfText, type ExtractedPdf } from '../testing/extract-pdf-text.ts';
import type { DocumentBlock, DocumentModel } from './document-model.ts';
import { renderDocumentPdf } from './render-document-pdf.ts';

// The document a resident downloads, drawn in this process (the service draws it in a worker
// thread, where a mutation run cannot see it), and read back as a reader sees it: its
// metadata, its structure for screen readers, where its text lies on the page, its links and
// its page furniture.

const pageSizeA4: [number, number] = [595.28, 841.89];
const margin = 56;
const footerHeight = 28;

const longAnswer = Array.from(
  { length: 12 },
  (_, index) =>
    `Sentence ${index + 1}: my daughter helps me wash and dress on weekday mornings, and a neighbour looks in at weekends.`,
).join(' ');

const arabicAnswer = 'أحتاج إلى مساعدة في الاستحمام كل صباح';

function areaBlocks(area: number): DocumentBlock[] {
  return [
    { kind: 'heading', level: 1, text: `Area ${area}` },
    { kind: 'heading', level: 2, text: `Topic ${area}` },
    { kind: 'heading', level: 3, text: `Section ${area}` },
    { kind: 'entry', label: `How do you manage, area ${area}?`, value: longAnswer },
    {
      kind: 'entry',
      label: `Who helps you, area ${area}?`,
      // Arabic is set against the right margin, in a list as in a paragraph.
      value: [`Family, area ${area}`, `Friends, area ${area}`, longAnswer, arabicAnswer],
    },
    { kind: 'paragraph', text: `A note for area ${area}.` },
    { kind: 'paragraph', text: arabicAnswer },
    { kind: 'link', label: `Help for area ${area}`, url: `https://example.org/help/${area}` },
  ];
}

const model: DocumentModel = {
  title: 'Care and support self-assessment',
  councilName: 'London Borough Council',
  subject: 'Assessment',
  blocks: [
    ...[1, 2, 3, 4, 5, 6].flatMap(areaBlocks),
    // An answer longer than a page flows on over the next pages.
    { kind: 'entry', label: 'Anything else?', value: `${longAnswer} `.repeat(16) + 'THE END' },
  ],
};

/** Each test draws its own copy: a mutation run credits a test only with what it runs itself,
 * not with what a `beforeAll` drew for it (docs/decisions/0080). */
const readBack = async (document: DocumentModel = model): Promise<ExtractedPdf> =>
  extractPdfText(await renderDocumentPdf(document));

describe('the document PDF', () => {
  it('is tagged, in British English, titled with the document and the council, on A4', async () => {
    const read = await readBack();
    expect(read.isTagged).toBe(true);
    expect(read.language).toBe('en-GB');
    expect(read.title).toBe('Care and support self-assessment – London Borough Council');
    expect(read.pageSizes.length).toBeGreaterThanOrEqual(3);
    for (const [width, height] of read.pageSizes) {
      expect(width).toBeCloseTo(pageSizeA4[0], 1);
      expect(height).toBeCloseTo(pageSizeA4[1], 1);
    }
  });

  it('numbers every page and names the council at its foot, outside what a screen reader reads', async () => {
    const read = await readBack();
    const count = read.pages.length;
    read.pages.forEach((text, index) => {
      expect(text).toContain(`Page ${index + 1} of ${count}`);
      const footer = read.textItems.filter(
        (item) => item.page === index + 1 && item.y < margin + footerHeight,
      );
      expect(footer.map((item) => item.text)).toEqual([
        'London Borough Council',
        `Page ${index + 1} of ${count}`,
      ]);
      // Left and right in the margins, on one baseline 12 points above the bottom margin.
      const [name, number] = footer;
      expect(name?.x).toBeCloseTo(margin, 0);
      expect((number?.x ?? 0) + (number?.width ?? 0)).toBeCloseTo(pageSizeA4[0] - margin, 0);
      for (const item of footer) {
        expect(item.y).toBeGreaterThan(margin);
        expect(item.markedAs).toBe('Artifact');
      }
    });
    expect(read.structureTexts.filter((text) => /Page \d+ of/.test(text))).toEqual([]);
  });

  it('gives each block its role: title, headings by level, paragraphs, lists and links', async () => {
    const read = await readBack();
    const roleOf = (text: string) => read.structure.find((entry) => entry.text === text)?.path;
    expect(read.structure[0]).toEqual({
      page: 1,
      path: 'Document/P',
      text: 'London Borough Council',
    });
    expect(roleOf('Care and support self-assessment')).toBe('Document/H1');
    expect(roleOf('Area 1')).toBe('Document/H2');
    expect(roleOf('Topic 1')).toBe('Document/H3');
    expect(roleOf('Section 1')).toBe('Document/H4');
    expect(roleOf('How do you manage, area 1?')).toBe('Document/P');
    expect(roleOf('Family, area 1')).toBe('Document/L/LI/LBody');
    expect(roleOf('Friends, area 1')).toBe('Document/L/LI/LBody');
    expect(roleOf('A note for area 1.')).toBe('Document/P');
    expect(roleOf('Help for area 1')).toBe('Document/P');
    expect(roleOf('https://example.org/help/1')).toBe('Document/Link');
  });

  it('keeps the text between the margins and above the footer, wrapping long answers', async () => {
    const read = await readBack();
    const body = read.textItems.filter((item) => item.y >= margin + footerHeight);
    const isArabic = (item: { text: string }) => /\p{Script=Arabic}/u.test(item.text);
    for (const item of body) {
      expect(item.x).toBeGreaterThanOrEqual(margin - 0.01);
      // pdf.js measures shaped Arabic by its unshaped letters; its lines are checked below.
      if (!isArabic(item))
        expect(item.x + item.width).toBeLessThanOrEqual(pageSizeA4[0] - margin + 0.01);
      expect(item.y).toBeLessThanOrEqual(pageSizeA4[1] - margin);
    }
    expect(body.every((item) => item.markedAs !== 'Artifact')).toBe(true);
    // A long answer takes several lines, each filling most of the column; in a list, most of
    // the column after the bullet's indent.
    const column = pageSizeA4[0] - 2 * margin;
    const answerLines = body.filter((item) => item.text.includes('weekday mornings'));
    const paragraphLines = answerLines.filter((item) => item.x < margin + 1);
    const listLines = answerLines.filter((item) => item.x > margin + 1);
    expect(paragraphLines.length).toBeGreaterThan(6);
    expect(listLines.length).toBeGreaterThan(6);
    expect(Math.max(...paragraphLines.map((item) => item.width))).toBeGreaterThan(column * 0.9);
    expect(Math.max(...listLines.map((item) => item.width))).toBeGreaterThan(column * 0.85);
    for (const item of listLines) expect(item.x).toBeCloseTo(margin + 14, 0);
    // The answer of several pages is all there, its lines on consecutive pages.
    const lastPage = read.pages.length;
    expect(read.pages[lastPage - 1]).toContain('THE END');
    expect(read.pages[lastPage - 2]).toContain('weekday mornings');
    // Right-to-left text is set against the right margin, in a list as in a paragraph: the
    // same line starts at the same place in both.
    const arabicLines = body.filter(isArabic);
    expect(arabicLines.length).toBeGreaterThanOrEqual(12);
    const starts = new Set(arabicLines.map((item) => item.x.toFixed(1)));
    expect(starts.size).toBe(1);
    expect(arabicLines[0]?.x).toBeGreaterThan(pageSizeA4[0] / 2);
    expect(arabicLines[0]?.x).toBeLessThan(pageSizeA4[0] - margin - 100);
  });

  it('sets more space above a heading the higher its level', async () => {
    const read = await readBack();
    const baselineOf = (text: string) => read.textItems.find((item) => item.text === text)?.y ?? 0;
    const before = (text: string) => {
      const index = read.textItems.findIndex((item) => item.text === text);
      return read.textItems[index - 1]?.y ?? 0;
    };
    const spaceAbove = (text: string) => before(text) - baselineOf(text);
    // Area 2 follows the link of area 1 on the same page; Topic 2 follows Area 2.
    expect(spaceAbove('Area 2')).toBeGreaterThan(spaceAbove('Topic 2') + 8);
    expect(spaceAbove('Topic 2')).toBeGreaterThan(0);
  });

  it('never leaves a heading or a question alone at the foot of a page', async () => {
    // Lines of filler move a heading and a question through the foot of the first page, a
    // few points at a time: one-line paragraphs, after one of one to three lines.
    const filler = (lines: number): DocumentBlock => ({
      kind: 'paragraph',
      text: longAnswer.slice(0, lines * 85 - 40),
    });
    const documents: DocumentModel[] = [];
    for (let paragraphs = 26; paragraphs <= 34; paragraphs += 1) {
      for (const lines of [1, 2, 3]) {
        const before = [filler(lines), ...Array.from({ length: paragraphs }, () => filler(1))];
        const question: DocumentBlock = { kind: 'entry', label: 'Who helps?', value: 'Family' };
        for (const blocks of [
          [...before, { kind: 'heading', level: 1, text: 'Area' } as const, question],
          [...before, question, question],
        ])
          documents.push({ ...model, blocks });
      }
    }
    let pageFeet = 0;
    for (const document of [model, ...documents]) {
      const { structure, pages } = await readBack(document);
      for (let page = 1; page < pages.length; page += 1) {
        const last = structure.filter((entry) => entry.page === page).at(-1);
        expect(last?.path).not.toMatch(/\/H\d$/);
        expect(last?.text).not.toMatch(/\?$/);
        if (last?.text === 'Family') pageFeet += 1;
      }
    }
    // The sweep did reach the foot of the page with a question's answer last on it.
    expect(pageFeet).toBeGreaterThan(3);
  });

  it('makes each link address a link to itself, over its underlined text', async () => {
    const read = await readBack();
    expect(read.links.map((link) => link.url)).toEqual(
      [1, 2, 3, 4, 5, 6].map((area) => `https://example.org/help/${area}`),
    );
    for (const link of read.links) {
      const text = read.textItems.find((item) => item.page === link.page && item.text === link.url);
      const [left = 0, bottom = 0, right = 0, top = 0] = link.rect;
      expect(text).toBeDefined();
      expect(left).toBeCloseTo(text?.x ?? -1, 0);
      expect(right).toBeCloseTo((text?.x ?? 0) + (text?.width ?? 0), 0);
      expect(text?.y).toBeGreaterThan(bottom);
      expect(text?.y).toBeLessThan(top);
    }
  });
});
