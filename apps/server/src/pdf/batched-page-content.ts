type Pdf = PDFKit.PDFDocument;

/** What pdfkit 0.20 keeps of a page: its content stream writer and its end. */
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
