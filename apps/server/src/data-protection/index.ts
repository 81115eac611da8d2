// What data-protection/ offers the rest of the server; its other files are its own (eslint.config.js).
export { dataProtectionPlugin } from './data-protection-plugin.ts';
