import { z } from 'zod';
import { constants } from './constants.ts';

export const addressQueryTooShortMessage = `Enter at least ${constants.addressSearch.minimumCharacters} characters of the address or postcode`;

/** GET /internal/v1/address/search?query=...&limit=500 (spec §7, §9). */
export const addressSearchQuerySchema = z.object({
  query: z
    .string()
    .trim()
    .min(constants.addressSearch.minimumCharacters, addressQueryTooShortMessage)
    .max(200, 'The search is too long'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(constants.addressSearch.limit)
    .default(constants.addressSearch.limit),
});
export type AddressSearchQuery = z.infer<typeof addressSearchQuerySchema>;

/** One address found; field names are the spec's (service.md §3 `single_line_address`). */
export const addressSearchResultSchema = z.object({
  single_line_address: z.string(),
  postcode: z.string(),
  uprn: z.string().optional(),
});
export type AddressSearchResult = z.infer<typeof addressSearchResultSchema>;

export const addressSearchResponseSchema = z.object({ data: z.array(addressSearchResultSchema) });
