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
