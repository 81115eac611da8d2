import PDFDocument from 'pdfkit';
import { describe, expect, it, vi } from 'vitest';
import { batchPageContent, drawLaidOutRun } from './pdfkit-internals.ts';
import { pdfFont } from './pdf-fonts.ts';

/** A few pages of drawing, with a page revisited at the end as the page numbers are. */
function draw(isBatched: boolean): Promise<Buffer> {
  const doc = new PDFDocument({
    bufferPages: true,
    compress: false,
    info: { CreationDate: new Date(0) },
  });
  if (isBatched) batchPageContent(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
  });
  for (let page = 0; page < 3; page += 1) {
    if (page > 0) doc.addPage();
    doc.text(`Page ${page}`, 50, 50).moveTo(50, 80).lineTo(200, 80).stroke();
    doc.circle(60, 100, 3).fill('#0b0c0c');
  }
  doc.switchToPage(0);
  doc.text('Page 1 of 3', 50, 700);
  doc.end();
  return done;
}

describe('page content handed to pdfkit once per page', () => {
  it('writes exactly the bytes pdfkit writes operator by operator', async () => {
    const [batched, unbatched] = await Promise.all([draw(true), draw(false)]);
    expect(batched.toString('latin1').match(/\bBT\b/g)).toHaveLength(4);
    expect(batched.equals(unbatched)).toBe(true);
  });

  it('hands each page’s operators to pdfkit’s content stream in one write, on every page', async () => {
    const doc = new PDFDocument({ compress: false });
    batchPageContent(doc);
    const pageWrites: unknown[][] = [];
    /** Counts what reaches the current page's content stream (pdfkit 0.20). */
    const watchPage = () => {
      const content = (doc.page as unknown as { content: { write(chunk: unknown): unknown } })
        .content;
      const writes: unknown[] = [];
      const write = content.write.bind(content);
      content.write = (chunk) => {
        writes.push(chunk);
        return write(chunk);
      };
      pageWrites.push(writes);
    };
    watchPage();
    for (let line = 0; line < 5; line += 1) doc.text(`Line ${line}`, 50, 50 + line * 20);
    expect(pageWrites[0]).toEqual([]);
    doc.addPage();
    watchPage();
    for (let line = 0; line < 3; line += 1) doc.text(`Line ${line}`, 50, 50 + line * 20);
    expect(pageWrites[1]).toEqual([]);
    doc.end();
    expect(pageWrites.map((writes) => writes.length)).toEqual([1, 1]);
    expect(pageWrites.map((writes) => String(writes[0]).match(/\bBT\b/g)?.length)).toEqual([5, 3]);
  });
});

/** An uncompressed document drawing in `font`, and its bytes once ended. */
function runDocument() {
  const doc = new PDFDocument({ compress: false, info: { CreationDate: new Date(0) } });
  const chunks: Buffer[] = [];
  const done = new Promise<string>((resolve) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
  });
  doc.registerFont('regular', pdfFont('regular') as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont('arabic', pdfFont('noto-sans-arabic') as unknown as PDFKit.Mixins.PDFFontSource);
  return { doc, done };
}

describe('a laid-out run drawn with pdfkit’s drawing step', () => {
  const runs: [string, 'regular' | 'arabic'][] = [
    ['Zoë Łukasiewicz-Núñez: 0123', 'regular'],
    ['أحتاج إلى مساعدة', 'arabic'],
  ];

  it.each(runs)(
    'draws %s as pdfkit’s public text() draws it without line breaks',
    async (text, font) => {
      const [drawn, expected] = [runDocument(), runDocument()];
      drawn.doc.font(font).fontSize(11);
      drawLaidOutRun(drawn.doc, text, 72, 100, drawn.doc.widthOfString(text, { features: [] }));
      drawn.doc.end();
      expected.doc.font(font).fontSize(11);
      expected.doc.text(text, 72, 100, { lineBreak: false, baseline: 'alphabetic', features: [] });
      expected.doc.end();
      const [drawnPdf, expectedPdf] = await Promise.all([drawn.done, expected.done]);
      expect(drawnPdf).toMatch(/\] TJ/);
      expect(drawnPdf).toBe(expectedPdf);
    },
  );

  it('lays the run out once, taking the width it is given instead of measuring it', () => {
    const { doc } = runDocument();
    const font = pdfFont('regular');
    let layouts = 0;
    const counted = Object.create(font, {
      layout: {
        value: (...args: Parameters<typeof font.layout>) => {
          layouts += 1;
          return font.layout(...args);
        },
      },
    }) as typeof font;
    doc.registerFont('counted', counted as unknown as PDFKit.Mixins.PDFFontSource);
    doc.font('counted').fontSize(11);
    const measure = vi.spyOn(doc, 'widthOfString');
    drawLaidOutRun(doc, 'Laid out once', 72, 100, 60);
    expect(measure).not.toHaveBeenCalled();
    expect(layouts).toBe(1);
  });
});
