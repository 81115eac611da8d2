// What plugins/ offers the rest of the server; its other files are its own (eslint.config.js).
export { databasePlugin } from './database.ts';
export { errorHandlerPlugin } from './error-handler.ts';
export { noStoreAnswersPlugin } from './no-store-answers.ts';
export { openApiPlugin } from './openapi.ts';
export { rateLimitPlugin } from './rate-limit.ts';
export { refuseWhenBusy, saveSheddingPlugin } from './save-shedding.ts';
export { RequestLogController } from './request-log.ts';
export { securityHeadersPlugin } from './security-headers.ts';
export { webAppPlugin } from './web-app.ts';
