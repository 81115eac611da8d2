import { pdfFont, type FontKey } from './pdf-fonts.ts';
import { drawLaidOutRun } from './pdfkit-internals.ts';
import type { Line, Paragraph } from './text-layout.ts';

type Pdf = PDFKit.PDFDocument;

const registered = new WeakMap<Pdf, Set<FontKey>>();

/** Registers a font with the document the first time the document uses it, so a fallback
 * font is only loaded and embedded when some text needs it. */
export function useFont(doc: Pdf, key: FontKey): Pdf {
  let keys = registered.get(doc);
  // Stryker disable next-line ConditionalExpression: a new set each time only registers the font again, which pdfkit allows and which draws the same; the set saves the work
  if (!keys) {
    keys = new Set();
    registered.set(doc, keys);
  }
  // Stryker disable next-line ConditionalExpression: registering a font again under its key draws the same; the check saves loading it again
  if (!keys.has(key)) {
    doc.registerFont(key, pdfFont(key) as unknown as PDFKit.Mixins.PDFFontSource);
    keys.add(key);
  }
  return doc.font(key);
}

/**
 * Draws laid-out text from the current position down, one font call per piece of a line,
 * starting a new page (and carrying the open structure element over to it) when a line
 * would cross the bottom margin. Leaves the position below the last line.
 */
export function drawParagraph(
  doc: Pdf,
  paragraph: Paragraph,
  {
    size,
    color,
    left,
    width,
    onLine,
  }: {
    size: number;
    color: string;
    left: number;
    width: number;
    /** Called after each line is drawn, with its left edge and top (links use it). */
    onLine?: (x: number, top: number, line: Line) => void;
  },
): void {
  doc.fillColor(color);
  for (const line of paragraph.lines) {
    if (doc.y + line.height > doc.page.height - doc.page.margins.bottom) {
      doc.continueOnNewPage();
      doc.fillColor(color);
    }
    const baseline = doc.y + line.ascent;
    const offset = paragraph.isRightToLeft ? width - line.width : 0;
    for (const piece of line.pieces) {
      if (piece.text.trim() === '') continue;
      useFont(doc, piece.font).fontSize(size);
      drawLaidOutRun(doc, piece.text, left + offset + piece.x, baseline, piece.width);
    }
    onLine?.(left + offset, baseline - line.ascent, line);
    doc.y = baseline - line.ascent + line.height;
  }
  doc.x = left;
}
