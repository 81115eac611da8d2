import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { batchPageContent } from './batched-page-content.ts';

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
});
