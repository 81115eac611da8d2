// What pdf/ offers the rest of the server; its other files are its own (eslint.config.js).
export { buildAssessmentDocument } from './build-assessment-document.ts';
export { type PdfRenderer, pdfRendererPlugin } from './pdf-renderer-plugin.ts';
export { pdfFileName, renderRefusal } from './pdf-reply.ts';
export { readFormData } from './read-form-data.ts';
export { warmPdfRenderer } from './warm-pdf-renderer.ts';
