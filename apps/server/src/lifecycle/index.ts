// What lifecycle/ offers the rest of the server; its other files are its own (eslint.config.js).
export { closeOnSignals } from './close-on-signals.ts';
export { loadConfigOrExit } from './load-config-or-exit.ts';
