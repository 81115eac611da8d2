type Pdf = PDFKit.PDFDocument;

/*
 * The only code that reaches past pdfkit's public API (pdfkit 0.20). Its one use is kept for
 * the render time it saves (docs/decisions/0065, 0129); pdfkit-internals.test.ts fails when an
 * upgrade removes or changes what it relies on.
 */

/** pdfkit's step that writes one run of text in the current font. */
interface FragmentWriter {
  _fragment(
    text: string,
    x: number,
    y: number,
    options: { baseline: 'alphabetic'; textWidth: number; features: string[] },
  ): void;
}

/**
 * Draws a run of text already laid out, in the current font and size, with its baseline at
 * `baseline` and `width` as its measured width: what `doc.text(text, x, baseline,
 * { lineBreak: false, baseline: 'alphabetic', features: [] })` draws, without measuring and
 * laying the run out twice more. `features: []` asks for the whole run in one layout call
 * instead of word by word.
 */
export function drawLaidOutRun(
  doc: Pdf,
  text: string,
  x: number,
  baseline: number,
  width: number,
): void {
  (doc as unknown as FragmentWriter)._fragment(text, x, baseline, {
    baseline: 'alphabetic',
    textWidth: width,
    features: [],
  });
}
