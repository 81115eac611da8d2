import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface ExtractedPdf {
  pages: string[];
  /** The text of each structure element (paragraph, heading, list body...) in reading order,
   * as a screen reader reads it: its ActualText where it has one, otherwise the text drawn
   * inside it. */
  structureTexts: string[];
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
  const markedText = new Map<string, string>();
  const structureTexts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent({ includeMarkedContent: true });
    const text = content.items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ')
      .replace(/\s+/g, ' ');
    pages.push(text);
    const open: string[] = [];
    for (const item of content.items) {
      if ('str' in item) {
        for (const id of open) markedText.set(id, (markedText.get(id) ?? '') + item.str);
      } else if (item.type === 'beginMarkedContentProps' && item.id) {
        open.push(item.id);
      } else if (item.type === 'endMarkedContent') {
        open.pop();
      }
    }
    collectStructureTexts(await page.getStructTree(), markedText, structureTexts);
  }
  const metadata = await document.getMetadata();
  const info = metadata.info as { Title?: string; Language?: string };
  const markInfo = await document.getMarkInfo();
  await document.destroy();
  return {
    pages,
    structureTexts,
    title: info.Title,
    language: info.Language,
    isTagged: markInfo?.Marked === true,
  };
}

interface StructNode {
  role?: string;
  alt?: string;
  type?: string;
  id?: string;
  children?: StructNode[];
}

/** Elements that hold text directly (content, not other elements) give one entry each; an
 * element continued over several pages gives one entry per page. */
function collectStructureTexts(
  node: StructNode | null,
  markedText: Map<string, string>,
  into: string[],
): void {
  if (!node) return;
  const children = node.children ?? [];
  const contents = children.filter((child) => child.type === 'content');
  if (node.alt !== undefined) {
    into.push(node.alt);
    return;
  }
  if (contents.length > 0) {
    into.push(contents.map((child) => markedText.get(child.id ?? '') ?? '').join(''));
    return;
  }
  for (const child of children) collectStructureTexts(child, markedText, into);
}
