export * from './options.ts';
export * from './sub-ethnicity-options.ts';
export { isValidNhsNumber, keepNhsDigits } from './nhs-number.ts';
export * from './personal-details-schema.ts';
export * from './personal-details-rules.ts';
export * from './personal-details-fields.ts';
