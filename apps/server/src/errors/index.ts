// What errors/ offers the rest of the server; its other files are its own (eslint.config.js).
export { AppError } from './app-error.ts';
export { redactPersonalData } from './redact-personal-data.ts';
export { safeErrorSerializer } from './safe-error-serializer.ts';
