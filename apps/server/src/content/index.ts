// What content/ offers the rest of the server; its other files are its own (eslint.config.js).
export { contentPlugin } from './content-plugin.ts';
export { contactDueBy, pathwayNames } from './pathway-wording.ts';
export { questionnaireContentVersion } from './questionnaire-content-version.ts';
export type { PublishedContent } from './service-content-store.ts';
export {
  readSubmissionVersions,
  readWordingShown,
  recordSubmissionVersions,
} from './submission-versions.ts';
