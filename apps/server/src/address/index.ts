// What address/ offers the rest of the server; its other files are its own (eslint.config.js).
export { addressRoutes } from './address-routes.ts';
