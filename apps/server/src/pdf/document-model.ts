/**
 * What the PDF says, apart from how it looks: a title block and a flat list of blocks in
 * reading order. Built by build-assessment-document.ts, drawn by render-document-pdf.ts, so
 * the content can be tested without parsing a PDF.
 */
export type DocumentBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'entry'; label: string; value: string | string[] }
  | { kind: 'paragraph'; text: string }
  | { kind: 'link'; label: string; url: string };

export interface DocumentModel {
  /** Document title (metadata and first heading). */
  title: string;
  councilName: string;
  /** Used for the PDF's subject and keywords metadata. */
  subject: string;
  blocks: DocumentBlock[];
}
