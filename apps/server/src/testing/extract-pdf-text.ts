import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface ExtractedPdf {
  pages: string[];
  title: string | undefined;
  language: string | undefined;
  isTagged: boolean;
}

/** For tests and checks: the text of each page (lines joined by spaces) and the document's
 * title, language and tagging, read back with pdf.js, the reader Firefox uses. */
export async function extractPdfText(pdf: Buffer): Promise<ExtractedPdf> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ')
      .replace(/\s+/g, ' ');
    pages.push(text);
  }
  const metadata = await document.getMetadata();
  const info = metadata.info as { Title?: string; Language?: string };
  const markInfo = await document.getMarkInfo();
  await document.destroy();
  return {
    pages,
    title: info.Title,
    language: info.Language,
    isTagged: markInfo?.Marked === true,
  };
}
