// What metrics/ offers the rest of the server; its other files are its own (eslint.config.js).
export { metricsPlugin } from './metrics-plugin.ts';
