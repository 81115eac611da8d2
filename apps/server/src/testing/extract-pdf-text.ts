import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface ExtractedPdf {
  pages: string[];
  /** The text of each structure element (paragraph, heading, list body...) in reading order,
   * as a screen reader reads it: its ActualText where it has one, otherwise the text drawn
   * inside it. */
  structureTexts: string[];
  /** Each structure element that holds text, with its page (from 1) and the roles from the
   * document element down (`Document/L/LI/LBody`). */
  structure: { page: number; path: string; text: string }[];
  /** Each drawn piece of text: its page, left edge, baseline and width, in points from the
   * page's bottom left corner (PDF's own coordinates), and the tag of the marked content it
   * is in (`Artifact` for page furniture, else its structure element's). */
  textItems: {
    page: number;
    text: string;
    x: number;
    y: number;
    width: number;
    markedAs: string | undefined;
  }[];
  /** Each link annotation: its page, address and rectangle `[left, bottom, right, top]`. */
  links: { page: number; url: string; rect: number[] }[];
  /** Each page's width and height in points. */
  pageSizes: [number, number][];
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
  const structure: ExtractedPdf['structure'] = [];
  const textItems: ExtractedPdf['textItems'] = [];
  const links: ExtractedPdf['links'] = [];
  const pageSizes: [number, number][] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const [left = 0, bottom = 0, right = 0, top = 0] = page.view;
    pageSizes.push([right - left, top - bottom]);
    const content = await page.getTextContent({ includeMarkedContent: true });
    // One pass over the page's content: the marked content each piece of text is inside
    // gives its structure elements their text and the piece its tag (`Artifact` or the
    // element's). Every begin is matched by an end, with or without an id.
    const open: { id: string | undefined; tag: string | undefined }[] = [];
    for (const item of content.items) {
      if ('str' in item) {
        for (const { id } of open)
          if (id) markedText.set(id, (markedText.get(id) ?? '') + item.str);
        if (item.str.trim() === '') continue;
        const [, , , , x = 0, y = 0] = item.transform as number[];
        const markedAs = open.at(-1)?.tag;
        textItems.push({ page: number, text: item.str, x, y, width: item.width, markedAs });
      } else if (item.type === 'beginMarkedContent' || item.type === 'beginMarkedContentProps') {
        const { id, tag } = item as { id?: string; tag?: string };
        open.push({ id, tag });
      } else if (item.type === 'endMarkedContent') {
        open.pop();
      }
    }
    for (const annotation of (await page.getAnnotations()) as {
      subtype: string;
      url?: string;
      rect: number[];
    }[]) {
      if (annotation.subtype === 'Link' && annotation.url)
        links.push({ page: number, url: annotation.url, rect: annotation.rect });
    }
    const text = content.items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ')
      .replace(/\s+/g, ' ');
    pages.push(text);
    const pageTexts: { path: string; text: string }[] = [];
    collectStructureTexts(await page.getStructTree(), markedText, pageTexts, []);
    for (const entry of pageTexts) structure.push({ page: number, ...entry });
  }
  const metadata = await document.getMetadata();
  const info = metadata.info as { Title?: string; Language?: string };
  const markInfo = await document.getMarkInfo();
  await document.destroy();
  return {
    pages,
    structureTexts: structure.map((entry) => entry.text),
    structure,
    textItems,
    links,
    pageSizes,
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
 * element continued over several pages gives one entry per page. `roles` are the elements
 * above this one, below the tree's root. */
function collectStructureTexts(
  node: StructNode | null,
  markedText: Map<string, string>,
  into: { path: string; text: string }[],
  roles: string[],
): void {
  if (!node) return;
  const path = node.role && node.role !== 'Root' ? [...roles, node.role] : roles;
  const children = node.children ?? [];
  const contents = children.filter((child) => child.type === 'content');
  if (node.alt !== undefined) {
    into.push({ path: path.join('/'), text: node.alt });
    return;
  }
  if (contents.length > 0) {
    const text = contents.map((child) => markedText.get(child.id ?? '') ?? '').join('');
    into.push({ path: path.join('/'), text });
    return;
  }
  for (const child of children) collectStructureTexts(child, markedText, into, path);
}
