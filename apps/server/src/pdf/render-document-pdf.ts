import PDFDocument from 'pdfkit';
import type { DocumentBlock, DocumentModel } from './document-model.ts';
import { drawParagraph, useFont } from './draw-text.ts';
import { layOutText, needsActualText, type WidthCache } from './text-layout.ts';

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
 * the foot of a page. Text in any script is set in DejaVu Sans or, for scripts it lacks, a
 * Noto fallback (pdf-fonts.ts); lines are laid out here (text-layout.ts), not by pdfkit.
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
    // No Helvetica: every font is registered from pdf-fonts.ts when first used.
    font: null as unknown as string,
    info: {
      Title: `${model.title} – ${model.councilName}`,
      Author: model.councilName,
      Subject: model.subject,
      Creator: model.councilName,
    },
  });

  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const writer = new Writer(doc);
  const root = doc.struct('Document');
  doc.addStructure(root);
  writer.text(root, 'P', model.councilName, { weight: 'bold', size: 11, color: colours.secondary });
  writer.text(root, 'H1', model.title, { weight: 'bold', size: 22, color: colours.text });
  writer.moveDown(0.5, 'regular', 12);
  for (const block of model.blocks) writer.block(root, block);
  root.end();

  numberPages(doc, model.councilName);
  doc.end();
  return finished;
}

type Weight = 'regular' | 'bold';
interface Style {
  weight: Weight;
  size: number;
  color: string;
  /** Indent from the left margin: a list item's, after its bullet (`value` lays out and
   * draws those; `text` always starts at the margin). */
  indent?: number;
}

/** Writes blocks down the pages of one document. */
class Writer {
  /** Shaped words' widths, kept for this document only. */
  private readonly widths: WidthCache = new Map();

  constructor(private readonly doc: Pdf) {}

  private get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  layOut(text: string, style: Style) {
    const width = this.width - (style.indent ?? 0);
    return layOutText(text, { weight: style.weight, size: style.size, width }, this.widths);
  }

  /** One structure element (`P`, `H2`...) holding the text, with the text itself as its
   * ActualText where the drawn glyphs do not read back in logical order. `keepWith` is the
   * room to keep free below it, so a heading or label is not left alone at a page foot. */
  text(parent: StructureElement, type: string, text: string, style: Style, keepWith = 0): void {
    const paragraph = this.layOut(text, style);
    this.keepTogether((paragraph.lines[0]?.height ?? 0) + keepWith);
    const options = needsActualText(text) ? { actual: text } : {};
    parent.add(
      this.doc.struct(type, options, () => {
        drawParagraph(this.doc, paragraph, {
          size: style.size,
          color: style.color,
          left: this.doc.page.margins.left,
          width: this.width,
        });
      }),
    );
  }

  moveDown(lines: number, weight: Weight, size: number): void {
    useFont(this.doc, weight).fontSize(size).moveDown(lines);
  }

  /** Starts a new page unless `height` still fits above the footer. */
  private keepTogether(height: number): void {
    const doc = this.doc;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  }

  block(root: StructureElement, block: DocumentBlock): void {
    switch (block.kind) {
      case 'heading': {
        const size = headingSizes[block.level];
        this.keepTogether(size * 1.2 + 60);
        this.moveDown(block.level === 1 ? 0.8 : 0.5, 'bold', size);
        const type = block.level === 1 ? 'H2' : block.level === 2 ? 'H3' : 'H4';
        this.text(root, type, block.text, { weight: 'bold', size, color: colours.text }, 48);
        this.moveDown(0.3, 'bold', size);
        return;
      }
      case 'entry': {
        const label = { weight: 'bold', size: 10, color: colours.secondary } as const;
        this.text(root, 'P', block.label, label, 18);
        this.value(root, block.value);
        this.moveDown(0.5, 'regular', 11);
        return;
      }
      case 'paragraph':
        this.text(root, 'P', block.text, { weight: 'regular', size: 11, color: colours.text });
        this.moveDown(0.5, 'regular', 11);
        return;
      case 'link':
        this.keepTogether(40);
        this.text(root, 'P', block.label, { weight: 'bold', size: 11, color: colours.text });
        this.link(root, block.url);
        this.moveDown(0.5, 'regular', 11);
        return;
    }
  }

  /** The address as underlined link text; each line is a link annotation tied to the
   * `Link` structure element. */
  private link(root: StructureElement, url: string): void {
    const doc = this.doc;
    const paragraph = this.layOut(url, { weight: 'regular', size: 10, color: colours.link });
    const element: StructureElement = doc.struct('Link', {}, () => {
      drawParagraph(doc, paragraph, {
        size: 10,
        color: colours.link,
        left: doc.page.margins.left,
        width: this.width,
        onLine: (x, top, line) => {
          doc.link(x, top, line.width, line.height, url, {
            structParent: element,
          } as PDFKit.Mixins.AnnotationOption);
          doc
            .save()
            .moveTo(x, top + line.height - 0.5)
            .lineTo(x + line.width, top + line.height - 0.5)
            .lineWidth(0.5)
            .strokeColor(colours.link)
            .stroke()
            .restore();
        },
      });
    });
    root.add(element);
  }

  private value(root: StructureElement, value: string | string[]): void {
    const style = { weight: 'regular', size: 11, color: colours.text } as const;
    if (typeof value === 'string') {
      this.text(root, 'P', value, style);
      return;
    }
    const doc = this.doc;
    const list = doc.struct('L');
    root.add(list);
    for (const item of value) {
      const paragraph = this.layOut(item, { ...style, indent: bulletIndent });
      this.keepTogether(paragraph.lines[0]?.height ?? 0);
      const firstLine = paragraph.lines[0];
      const bulletY = doc.y + (firstLine ? firstLine.ascent - style.size * 0.35 : 0);
      doc.markContent('Artifact', { type: 'Layout' });
      doc
        .circle(doc.page.margins.left + 4, bulletY, 2)
        .fillColor(colours.text)
        .fill();
      doc.endMarkedContent();
      const listItem = doc.struct('LI');
      list.add(listItem);
      const options = needsActualText(item) ? { actual: item } : {};
      listItem.add(
        doc.struct('LBody', options, () => {
          drawParagraph(doc, paragraph, {
            size: style.size,
            color: style.color,
            left: doc.page.margins.left + bulletIndent,
            width: this.width - bulletIndent,
          });
        }),
      );
      listItem.end();
    }
    list.end();
  }
}

const bulletIndent = 14;

/** "Page n of N" and the council's name on every page, marked as pagination artifacts so
 * screen readers skip them. */
function numberPages(doc: Pdf, councilName: string): void {
  const range = doc.bufferedPageRange();
  const width = doc.page.width - 2 * margin;
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
    useFont(doc, 'regular')
      .fontSize(9)
      .fillColor(colours.secondary)
      .text(councilName, margin, y, { width, align: 'left', lineBreak: false });
    doc.text(`Page ${index - range.start + 1} of ${range.count}`, margin, y, {
      width,
      align: 'right',
      lineBreak: false,
    });
    doc.endMarkedContent();
    doc.page.margins.bottom = bottom;
  }
}
