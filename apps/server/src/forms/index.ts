// What forms/ offers the rest of the server; its other files are its own (eslint.config.js).
export { assessmentPlugin } from './assessment-plugin.ts';
export { FormRepository, toAssessment } from './form-repository.ts';
export { addSearchTerms, openCase, searchTermsOf, searchText } from './open-case.ts';
export { readStoredOutcomes } from './read-stored-outcomes.ts';
export { readTakenBy } from './read-taken-by.ts';
