import PDFDocument from 'pdfkit';
import { describe, expect, it, vi } from 'vitest';
import { drawLaidOutRun } from './pdfkit-internals.ts';
import { pdfFont } from './pdf-fonts.ts';

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
