import { z } from 'zod';
import type { AddressSearchResult } from '@csa/contracts';
import { AddressProviderUnavailable, type AddressProvider } from './address-provider.ts';

/** The OS Places find endpoint returns at most 100 results a page. */
const maxResultsPerRequest = 100;

const findResponseSchema = z.object({
  results: z
    .array(
      z.object({
        DPA: z
          .object({
            UPRN: z.string().optional(),
            ADDRESS: z.string(),
            POSTCODE: z.string().optional(),
          })
          .optional(),
      }),
    )
    .optional(),
});

export interface OsPlacesOptions {
  apiKey: string;
  baseUrl: string;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * OS Places API free-text search (`/find`, Delivery Point Addresses). The key travels in the
 * `key` header rather than the query string, so it never lands in a proxy's or OS's URL logs.
 * Not limited to the borough: a carer's relative may live anywhere in Great Britain.
 */
export function createOsPlacesProvider(options: OsPlacesOptions): AddressProvider {
  const fetchFunction = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5000;
  return {
    name: 'os-places',
    async search(query: string, limit: number): Promise<AddressSearchResult[]> {
      const url = new URL(`${options.baseUrl.replace(/\/$/, '')}/find`);
      url.searchParams.set('query', query);
      url.searchParams.set('maxresults', String(Math.min(limit, maxResultsPerRequest)));
      url.searchParams.set('dataset', 'DPA');
      let response: Response;
      try {
        response = await fetchFunction(url, {
          headers: { key: options.apiKey, accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new AddressProviderUnavailable('OS Places could not be reached', { cause: error });
      }
      if (!response.ok) {
        throw new AddressProviderUnavailable(`OS Places answered ${response.status}`);
      }
      const parsed = findResponseSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success)
        throw new AddressProviderUnavailable('OS Places sent an unexpected reply');
      return (parsed.data.results ?? [])
        .flatMap((result) => (result.DPA ? [result.DPA] : []))
        .slice(0, limit)
        .map((address) => ({
          single_line_address: address.ADDRESS,
          postcode: address.POSTCODE ?? '',
          ...(address.UPRN ? { uprn: address.UPRN } : {}),
        }));
    },
  };
}
