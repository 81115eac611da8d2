import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import type { DocumentBlock, DocumentModel } from './document-model.ts';

// DejaVu Sans covers Latin, Greek, Cyrillic, Hebrew and Arabic letters: residents' names and
// answers are not limited to the 14 standard PDF fonts' Windows-1252 characters. Read once;
// pdfkit embeds only the glyphs a document uses.
const fonts = {
  regular: fs.readFileSync(new URL('./fonts/DejaVuSans.ttf', import.meta.url)),
  bold: fs.readFileSync(new URL('./fonts/DejaVuSans-Bold.ttf', import.meta.url)),
};

const colours = { text: '#0b0c0c', secondary: '#505a5f', link: '#1d70b8', rule: '#b1b4b6' };
const headingSizes = { 1: 17, 2: 14, 3: 12 } as const;
const margin = 56;
const footerHeight = 28;

type Pdf = PDFKit.PDFDocument;
type StructureElement = PDFKit.PDFStructureElement;

/**
 * Draws a document model as an accessible PDF/UA-style file: PDF 1.7, tagged (headings,
 * paragraphs, lists and links in a structure tree, page furniture marked as artifacts),
 * English (UK) language, the title shown in the viewer's title bar, A4 with numbered pages.
 * Long answers wrap and flow onto new pages; a heading or question is never left alone at
 * the foot of a page.
 */
export function renderDocumentPdf(model: DocumentModel): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: margin, left: margin, right: margin, bottom: margin + footerHeight },
    pdfVersion: '1.7',
    tagged: true,
    displayTitle: true,
    lang: 'en-GB',
    bufferPages: true,
    info: {
      Title: `${model.title} – ${model.councilName}`,
      Author: model.councilName,
      Subject: model.subject,
      Creator: model.councilName,
    },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);

  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const root = doc.struct('Document');
  doc.addStructure(root);
  root.add(
    doc.struct('P', {}, () => {
      doc.font('bold').fontSize(11).fillColor(colours.secondary).text(model.councilName);
    }),
  );
  root.add(
    doc.struct('H1', {}, () => {
      doc.font('bold').fontSize(22).fillColor(colours.text).text(model.title);
    }),
  );
  doc.moveDown(0.5);
  for (const block of model.blocks) drawBlock(doc, root, block);
  root.end();

  numberPages(doc, model.councilName);
  doc.end();
  return finished;
}

const width = (doc: Pdf) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** Starts a new page unless `height` still fits above the footer. */
function keepTogether(doc: Pdf, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function drawBlock(doc: Pdf, root: StructureElement, block: DocumentBlock): void {
  switch (block.kind) {
    case 'heading': {
      const size = headingSizes[block.level];
      doc.font('bold').fontSize(size);
      // Room for the heading and a few lines after it, so it is not orphaned.
      keepTogether(doc, doc.heightOfString(block.text, { width: width(doc) }) + 60);
      doc.moveDown(block.level === 1 ? 0.8 : 0.5);
      root.add(
        doc.struct(block.level === 1 ? 'H2' : block.level === 2 ? 'H3' : 'H4', {}, () => {
          doc.font('bold').fontSize(size).fillColor(colours.text).text(block.text);
        }),
      );
      doc.moveDown(0.3);
      return;
    }
    case 'entry': {
      doc.font('bold').fontSize(10);
      keepTogether(doc, doc.heightOfString(block.label, { width: width(doc) }) + 30);
      root.add(
        doc.struct('P', {}, () => {
          doc.font('bold').fontSize(10).fillColor(colours.secondary).text(block.label);
        }),
      );
      drawValue(doc, root, block.value);
      doc.moveDown(0.5);
      return;
    }
    case 'paragraph':
      root.add(
        doc.struct('P', {}, () => {
          doc.font('regular').fontSize(11).fillColor(colours.text).text(block.text);
        }),
      );
      doc.moveDown(0.5);
      return;
    case 'link':
      keepTogether(doc, 40);
      root.add(
        doc.struct('P', {}, () => {
          doc.font('bold').fontSize(11).fillColor(colours.text).text(block.label);
        }),
      );
      root.add(
        doc.struct('Link', {}, () => {
          doc
            .font('regular')
            .fontSize(10)
            .fillColor(colours.link)
            .text(block.url, { link: block.url, underline: true });
        }),
      );
      doc.moveDown(0.5);
      return;
  }
}

function drawValue(doc: Pdf, root: StructureElement, value: string | string[]): void {
  doc.font('regular').fontSize(11).fillColor(colours.text);
  if (typeof value === 'string') {
    root.add(doc.struct('P', {}, () => doc.text(value, { width: width(doc) })));
    return;
  }
  const list = doc.struct('L');
  root.add(list);
  doc.list(value, { structParent: list, bulletRadius: 2, textIndent: 12, width: width(doc) });
  list.end();
}

/** "Page n of N" and the council's name on every page, marked as pagination artifacts so
 * screen readers skip them. */
function numberPages(doc: Pdf, councilName: string): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    // Writing inside the bottom margin would otherwise make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - margin - 12;
    doc.markContent('Artifact', { type: 'Pagination' });
    doc
      .moveTo(margin, y - 6)
      .lineTo(doc.page.width - margin, y - 6)
      .strokeColor(colours.rule)
      .stroke();
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(colours.secondary)
      .text(councilName, margin, y, { width: width(doc), align: 'left', lineBreak: false });
    doc.text(`Page ${index - range.start + 1} of ${range.count}`, margin, y, {
      width: width(doc),
      align: 'right',
      lineBreak: false,
    });
    doc.endMarkedContent();
    doc.page.margins.bottom = bottom;
  }
}
