type Pdf = PDFKit.PDFDocument;

/*
 * The only code that reaches past pdfkit's public API (pdfkit 0.20). Each use is kept for the
 * render time it saves (docs/decisions/0065, 0129); pdfkit-internals.test.ts fails when an
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

/** What pdfkit keeps of a page: its content stream writer and its end. */
interface PageInternals {
  write(chunk: string | Uint8Array): unknown;
  end(): unknown;
}

/**
 * Collects each page's drawing operators as strings and hands them to pdfkit once, when the
 * page ends. pdfkit otherwise turns every operator (a few bytes) into a typed array of its
 * own and joins them all again at the end, which made a good part of a short document's
 * garbage collection (docs/decisions/0065). The bytes written are the same.
 */
export function batchPageContent(doc: Pdf): void {
  const batch = (page: PageInternals) => {
    const parts: string[] = [];
    const write = page.write.bind(page);
    const end = page.end.bind(page);
    const flush = () => {
      // pdfkit ends each operator it is given with a line feed; the last gets its own.
      // Stryker disable next-line ConditionalExpression,EqualityOperator: writing '' adds no byte
      if (parts.length > 0) write(parts.join('\n'));
      parts.length = 0;
    };
    page.write = (chunk) => {
      if (typeof chunk === 'string') {
        parts.push(chunk);
        return undefined;
      }
      flush();
      return write(chunk);
    };
    page.end = () => {
      flush();
      return end();
    };
  };
  batch(doc.page);
  doc.on('pageAdded', () => batch(doc.page));
}
