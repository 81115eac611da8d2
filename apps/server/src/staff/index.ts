// What staff/ offers the rest of the server; its other files are its own (eslint.config.js).
export { forgetNameInSearch } from './staff-case-repository.ts';
export { staffPlugin } from './staff-plugin.ts';
