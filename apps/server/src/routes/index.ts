// What routes/ offers the rest of the server; its other files are its own (eslint.config.js).
export { healthRoutes } from './health-routes.ts';
export { runtimeConfigRoutes } from './runtime-config-routes.ts';
