import { describe, expect, it } from 'vitest';
import { AddressProviderUnavailable } from './address-provider.ts';
import { createOsPlacesProvider } from './os-places-provider.ts';

function fakeFetch(status: number, body: unknown) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const fetchFunction: typeof fetch = async (input, init) => {
    const url = input instanceof URL ? input.href : typeof input === 'string' ? input : input.url;
    calls.push({ url, headers: init?.headers as Record<string, string> });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { calls, fetchFunction };
}

describe('the OS Places provider', () => {
  it('asks the find endpoint with the key in a header and maps Delivery Point Addresses', async () => {
    const { calls, fetchFunction } = fakeFetch(200, {
      header: { totalresults: 2 },
      results: [
        {
          DPA: {
            UPRN: '200003374321',
            ADDRESS: '10, PECKHAM ROAD, LONDON, SE5 8UH',
            POSTCODE: 'SE5 8UH',
          },
        },
        { DPA: { ADDRESS: '12, PECKHAM ROAD, LONDON, SE5 8UH', POSTCODE: 'SE5 8UH' } },
        { LPI: { ADDRESS: 'ignored' } },
      ],
    });
    const provider = createOsPlacesProvider({
      apiKey: 'secret-key',
      baseUrl: 'https://api.os.uk/search/places/v1/',
      fetch: fetchFunction,
    });
    const found = await provider.search('10 Peckham Road', 500);
    expect(found).toEqual([
      {
        single_line_address: '10, PECKHAM ROAD, LONDON, SE5 8UH',
        postcode: 'SE5 8UH',
        uprn: '200003374321',
      },
      { single_line_address: '12, PECKHAM ROAD, LONDON, SE5 8UH', postcode: 'SE5 8UH' },
    ]);
    const url = new URL(calls[0]?.url ?? '');
    expect(url.origin + url.pathname).toBe('https://api.os.uk/search/places/v1/find');
    expect(url.searchParams.get('query')).toBe('10 Peckham Road');
    expect(url.searchParams.get('maxresults')).toBe('100');
    expect(url.searchParams.get('dataset')).toBe('DPA');
    expect(calls[0]?.url).not.toContain('secret-key');
    expect(calls[0]?.headers.key).toBe('secret-key');
    expect(calls[0]?.headers.accept).toBe('application/json');
  });

  it('gives no more addresses than asked for, and an empty postcode where OS Places has none', async () => {
    const { fetchFunction } = fakeFetch(200, {
      results: [
        { DPA: { ADDRESS: 'FLAT 1, 3, RYE LANE, LONDON' } },
        { DPA: { ADDRESS: 'FLAT 2, 3, RYE LANE, LONDON', POSTCODE: 'SE15 5EW' } },
      ],
    });
    const provider = createOsPlacesProvider({
      apiKey: 'k',
      baseUrl: 'https://example.test',
      fetch: fetchFunction,
    });
    expect(await provider.search('3 Rye Lane', 1)).toEqual([
      { single_line_address: 'FLAT 1, 3, RYE LANE, LONDON', postcode: '' },
    ]);
  });

  it('keeps to a smaller limit and copes with no results', async () => {
    const { calls, fetchFunction } = fakeFetch(200, { header: { totalresults: 0 } });
    const provider = createOsPlacesProvider({
      apiKey: 'k',
      baseUrl: 'https://example.test',
      fetch: fetchFunction,
    });
    expect(await provider.search('nowhere', 5)).toEqual([]);
    expect(new URL(calls[0]?.url ?? '').searchParams.get('maxresults')).toBe('5');
  });

  it('reports an error answer or a network failure as unavailable', async () => {
    const refused = createOsPlacesProvider({
      apiKey: 'k',
      baseUrl: 'https://example.test',
      fetch: fakeFetch(401, { error: { statuscode: 401 } }).fetchFunction,
    });
    await expect(refused.search('abc', 10)).rejects.toBeInstanceOf(AddressProviderUnavailable);
    // The messages go to the operators' log: they say what went wrong.
    await expect(refused.search('abc', 10)).rejects.toThrow('OS Places answered 401');
    const failure = new TypeError('fetch failed');
    const offline = createOsPlacesProvider({
      apiKey: 'k',
      baseUrl: 'https://example.test',
      fetch: () => Promise.reject(failure),
    });
    await expect(offline.search('abc', 10)).rejects.toBeInstanceOf(AddressProviderUnavailable);
    await expect(offline.search('abc', 10)).rejects.toThrow('OS Places could not be reached');
    await expect(offline.search('abc', 10)).rejects.toMatchObject({ cause: failure });
  });

  it('reports a reply it cannot read as unavailable', async () => {
    for (const body of [{ results: 'not a list' }, 'not json at all']) {
      const provider = createOsPlacesProvider({
        apiKey: 'k',
        baseUrl: 'https://example.test',
        fetch: async () =>
          new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200 }),
      });
      await expect(provider.search('abc', 10)).rejects.toThrow(
        new AddressProviderUnavailable('OS Places sent an unexpected reply'),
      );
    }
  });
});
