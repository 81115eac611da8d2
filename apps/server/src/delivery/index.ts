// What delivery/ offers the rest of the server; its other files are its own (eslint.config.js).
export { deliveryPlugin } from './delivery-plugin.ts';
export { handoverJobKind } from './run-handover-job.ts';
export { SubmissionPdfStore } from './submission-pdf-store.ts';
