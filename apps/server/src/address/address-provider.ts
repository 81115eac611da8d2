import type { AddressSearchResult } from '@csa/contracts';

/** Where addresses come from (DESIGN.md "address lookup"): the local gazetteer or OS Places. */
export interface AddressProvider {
  readonly name: 'local' | 'os-places';
  /** Addresses matching every word of the query, at most `limit`. */
  search(query: string, limit: number): Promise<AddressSearchResult[]>;
}

/** The provider could not answer (network, quota, key): the web app offers manual entry. */
export class AddressProviderUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AddressProviderUnavailable';
  }
}
