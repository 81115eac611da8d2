export * from './errors.ts';
export * from './envelope.ts';
export * from './constants.ts';
export * from './runtime-config.ts';
export * from './health.ts';
export * from './forms.ts';
export * from './form-type-codes.ts';
