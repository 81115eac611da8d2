import type { DocumentBlock, DocumentModel } from '../apps/server/src/pdf/document-model.ts';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (text: string) => text.replace(/[&<>"']/g, (character) => escapes[character] ?? '');

function blockHtml(block: DocumentBlock): string {
  switch (block.kind) {
    case 'heading': {
      const tag = block.level === 1 ? 'h2' : block.level === 2 ? 'h3' : 'h4';
      return `<${tag}>${escape(block.text)}</${tag}>`;
    }
    case 'entry': {
      const value =
        typeof block.value === 'string'
          ? `<p>${escape(block.value)}</p>`
          : `<ul>${block.value.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>`;
      return `<div class="entry"><p class="label">${escape(block.label)}</p>${value}</div>`;
    }
    case 'paragraph':
      return `<p>${escape(block.text)}</p>`;
    case 'link':
      return `<p class="label">${escape(block.label)}</p><p><a href="${escape(block.url)}">${escape(block.url)}</a></p>`;
  }
}

/**
 * The same document model as plain HTML, styled like the pdfkit rendering (A4, the same
 * margins, DejaVu Sans, the same sizes and colours, headings kept with what follows), so
 * Chromium's `page.pdf()` does the same work: the reference the PDF benchmark compares with.
 */
export function documentHtml(model: DocumentModel): string {
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${escape(model.title)} – ${escape(model.councilName)}</title>
<style>
  @page { size: A4; margin: 56pt 56pt 84pt 56pt; }
  body { font-family: 'DejaVu Sans', sans-serif; font-size: 11pt; color: #0b0c0c; margin: 0; }
  .council { font-weight: bold; color: #505a5f; margin: 0; }
  h1 { font-size: 22pt; margin: 0 0 6pt; }
  h2 { font-size: 17pt; margin: 12pt 0 4pt; break-after: avoid; }
  h3 { font-size: 14pt; margin: 8pt 0 4pt; break-after: avoid; }
  h4 { font-size: 12pt; margin: 8pt 0 4pt; break-after: avoid; }
  p { margin: 0 0 4pt; }
  .label { font-weight: bold; font-size: 10pt; color: #505a5f; break-after: avoid; }
  .entry { margin-bottom: 6pt; }
  ul { margin: 0 0 4pt; padding-left: 14pt; }
  a { color: #1d70b8; font-size: 10pt; }
</style></head>
<body><p class="council">${escape(model.councilName)}</p><h1>${escape(model.title)}</h1>
${model.blocks.map(blockHtml).join('\n')}
</body></html>`;
}

/** The page furniture pdfkit draws: the council's name and "Page n of N" on every page. */
export function documentFooterHtml(councilName: string): string {
  return `<div style="font-family: 'DejaVu Sans', sans-serif; font-size: 9pt; color: #505a5f; width: 100%; margin: 0 56pt; display: flex; justify-content: space-between; border-top: 1px solid #b1b4b6; padding-top: 4pt;">
<span>${escape(councilName)}</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`;
}
