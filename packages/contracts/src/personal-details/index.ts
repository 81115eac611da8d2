export * from './options.ts';
export * from './sub-ethnicity-options.ts';
export { isValidNhsNumber, keepNhsDigits } from './nhs-number.ts';
