// What config/ offers the rest of the server; its other files are its own (eslint.config.js).
export type { Config } from './config-schema.ts';
export { isLoopbackHttp } from './is-loopback-http.ts';
export { ConfigurationError, loadConfig } from './load-config.ts';
export { addressListMatcher } from './parse-address-list.ts';
export type { GroupRole } from './parse-group-roles.ts';
