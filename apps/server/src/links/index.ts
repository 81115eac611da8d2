// What links/ offers the rest of the server; its other files are its own (eslint.config.js).
export { linksRoutes } from './links-routes.ts';
