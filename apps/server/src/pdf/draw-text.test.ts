import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { drawParagraph } from './draw-text.ts';
import { layOutText, type Line } from './text-layout.ts';

const style = { weight: 'regular', size: 11, width: 300 } as const;
const margin = 56;

/** A document like the renderer's (A4, its margins, no default font), uncompressed so the
 * drawing operators can be counted, and the pages it has started. */
function testDocument() {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: margin, left: margin, right: margin, bottom: margin },
    compress: false,
    bufferPages: true,
    font: null as unknown as string,
  });
  const content: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => content.push(chunk));
  const finished = new Promise<string>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(content).toString('latin1'))),
  );
  return { doc, finished, pages: () => doc.bufferedPageRange().count };
}

const bottomLimit = (doc: PDFKit.PDFDocument) => doc.page.height - doc.page.margins.bottom;

describe('drawing laid-out text', () => {
  it('keeps a line that ends exactly at the bottom margin on its page', () => {
    const { doc, pages } = testDocument();
    const paragraph = layOutText('One line.', style, new Map());
    const height = paragraph.lines[0]!.height;
    doc.y = bottomLimit(doc) - height;
    drawParagraph(doc, paragraph, { size: 11, color: '#000', left: margin, width: 300 });
    expect(pages()).toBe(1);
    // A hair lower and it goes over.
    doc.y = bottomLimit(doc) - height + 0.01;
    drawParagraph(doc, paragraph, { size: 11, color: '#000', left: margin, width: 300 });
    expect(pages()).toBe(2);
  });

  it('writes one text run per piece with something to show, none for blank ones', async () => {
    const { doc, finished } = testDocument();
    // The spaces between two right-to-left words are a piece of their own.
    const paragraph = layOutText('name: اسم  مدد', style, new Map());
    const drawn = paragraph.lines.flatMap((line) =>
      line.pieces.filter((piece) => piece.text.trim() !== ''),
    );
    expect(paragraph.lines.flatMap((line) => line.pieces).length).toBeGreaterThan(drawn.length);
    drawParagraph(doc, paragraph, { size: 11, color: '#000', left: margin, width: 300 });
    doc.end();
    const textRuns = (await finished).match(/\] TJ/g) ?? [];
    expect(textRuns).toHaveLength(drawn.length);
  });

  it('tells its caller where each right-to-left line starts: set against the right edge', () => {
    const { doc } = testDocument();
    const paragraph = layOutText('مرحبا بكم', style, new Map());
    expect(paragraph.isRightToLeft).toBe(true);
    const starts: [number, Line][] = [];
    drawParagraph(doc, paragraph, {
      size: 11,
      color: '#000',
      left: margin,
      width: 300,
      onLine: (x, _top, line) => starts.push([x, line]),
    });
    expect(starts.length).toBe(1);
    const [x, line] = starts[0]!;
    expect(line.width).toBeLessThan(300);
    expect(x).toBeCloseTo(margin + 300 - line.width, 6);
  });

  it('draws Latin text with the widths it was laid out with, not kerned again by fontkit', async () => {
    const { doc, finished } = testDocument();
    // Pairs DejaVu kerns: shaped again, the run would carry kerning adjustments.
    const paragraph = layOutText('AVATAR To Wave', style, new Map());
    drawParagraph(doc, paragraph, { size: 11, color: '#000', left: margin, width: 300 });
    doc.end();
    const runs = (await finished).match(/\[[^\]]*\] TJ/g) ?? [];
    expect(runs).toHaveLength(1);
    // One string of glyphs, no adjustment between them (pdfkit ends the array with a 0).
    expect(runs[0]).toMatch(/^\[<[0-9a-f]+> 0\] TJ$/);
  });
});
