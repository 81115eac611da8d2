import { z } from 'zod';
export { defaultErrorMessage } from './constants.ts';

/** One problem in an error response. `field` names the input at fault, so forms can put the
 * message beside it. */
export const errorEntrySchema = z.object({
  error: z.string(),
  field: z.string().optional(),
  code: z.string().optional(),
});
export type ErrorEntry = z.infer<typeof errorEntrySchema>;

/** The error object of spec §3: status, method, a list of errors each with an error text, and
 * a default message. Every non-2xx JSON response has this shape. */
export const errorResponseSchema = z.object({
  status: z.number().int(),
  method: z.string(),
  errors: z.array(errorEntrySchema),
  message: z.string(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
