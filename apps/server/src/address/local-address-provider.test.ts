import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database/create-database.ts';
import { bruteForceAddressSearch } from '../testing/brute-force-address-search.ts';
import { testDatabases } from '../testing/test-databases.ts';
import { searchWords } from './address-words.ts';
import { parseGazetteerCsv } from './gazetteer/parse-gazetteer-csv.ts';
import { loadGazetteer, sampleGazetteerFile } from './load-gazetteer.ts';
import { createLocalAddressProvider } from './local-address-provider.ts';
import type { AddressProvider } from './address-provider.ts';

const databases = await testDatabases();
const sample = parseGazetteerCsv(fs.readFileSync(sampleGazetteerFile, 'utf8'));

const expected = (query: string, limit: number) => bruteForceAddressSearch(sample, query, limit);

describe.each(databases)('the local gazetteer on $name', (database) => {
  let handle: DatabaseHandle;
  let provider: AddressProvider;

  beforeAll(async () => {
    handle = await database.open();
    const result = await loadGazetteer(handle.db, handle.kind, sampleGazetteerFile);
    expect(result).toEqual({ isLoaded: true, addressCount: sample.length });
    provider = createLocalAddressProvider(handle);
  });
  afterAll(async () => handle?.close());

  it('does not reload an unchanged file', async () => {
    expect(await loadGazetteer(handle.db, handle.kind, sampleGazetteerFile)).toEqual({
      isLoaded: false,
      addressCount: -1,
    });
  });

  it('finds the same addresses as a brute-force search, in file order', async () => {
    const first = sample[0];
    const middle = sample[1000];
    if (!first || !middle) throw new Error('the sample is too small');
    const street =
      searchWords(middle.single_line_address).find((word) => word.length > 5) ?? 'road';
    const queries = [
      first.postcode,
      first.postcode.replace(' ', ''),
      first.postcode.slice(0, 4),
      middle.single_line_address.slice(0, 12),
      `12 ${street.slice(0, 4)}`,
      `flat ${street}`,
      street.toUpperCase(),
      'london',
      'zzzz nowhere',
      // Partial postcodes, and words common enough to take the other search paths.
      first.postcode.slice(0, 6),
      `${middle.postcode.split(' ')[0]} ${middle.postcode.split(' ')[1]?.slice(0, 1)}`,
      `${street} ${middle.postcode.slice(0, 4)}`,
      'flat 1',
      'peckham',
      'road lon',
      'st',
    ];
    for (const query of queries) {
      for (const limit of [500, 7]) {
        const found = await provider.search(query, limit);
        expect(
          found.map((row) => row.single_line_address),
          `${query} (limit ${limit})`,
        ).toEqual(expected(query, limit));
      }
    }
  });

  it('returns postcodes and UPRNs and keeps to the limit', async () => {
    const found = await provider.search('london', 7);
    expect(found).toHaveLength(7);
    expect(found[0]).toEqual({
      single_line_address: sample[0]?.single_line_address,
      postcode: sample[0]?.postcode,
      uprn: sample[0]?.uprn,
    });
  });

  it('replaces the addresses when the file changes, once however many load it', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'gazetteer-'));
    const file = path.join(directory, 'small.csv');
    fs.writeFileSync(
      file,
      // The third has no postcode (a market pitch): it is found by its words alone.
      'uprn,single_line_address,postcode\n1,"1 Test Lane, London, SE1 1AA",SE1 1AA\n2,"2 Test Lane, London, SE1 1AA",SE1 1AA\n3,"Pitch 3, Test Lane Market, London",\n',
    );
    try {
      // Two processes starting at once: one loads the file, the other finds it loaded.
      const loads = await Promise.all([
        loadGazetteer(handle.db, handle.kind, file),
        loadGazetteer(handle.db, handle.kind, file),
      ]);
      expect(loads.sort((a, b) => b.addressCount - a.addressCount)).toEqual([
        { isLoaded: true, addressCount: 3 },
        { isLoaded: false, addressCount: -1 },
      ]);
      expect(await provider.search('test lane', 500)).toHaveLength(3);
      expect(await provider.search('pitch 3', 500)).toEqual([
        { single_line_address: 'Pitch 3, Test Lane Market, London', postcode: '', uprn: '3' },
      ]);
      expect(await provider.search('SE1 1AA', 500)).toHaveLength(2);
      expect(await provider.search(sample[0]?.postcode ?? '', 500)).toEqual([]);

      // What a search's plan reads: each address's postcode in parts (none without one), and
      // each word's count of addresses, from which the rarest word is chosen to lead.
      const stored = await handle.db
        .selectFrom('address')
        .select(['postcode_outward', 'postcode_inward'])
        .orderBy('id')
        .execute();
      expect(stored).toEqual([
        { postcode_outward: 'se1', postcode_inward: '1aa' },
        { postcode_outward: 'se1', postcode_inward: '1aa' },
        { postcode_outward: null, postcode_inward: null },
      ]);
      const counts = await handle.db
        .selectFrom('address_word_count')
        .select(['word', 'address_count'])
        .where('word', 'in', ['lane', 'pitch', 'se1'])
        .orderBy('word')
        .execute();
      expect(counts).toEqual([
        { word: 'lane', address_count: 3 },
        { word: 'pitch', address_count: 1 },
        { word: 'se1', address_count: 2 },
      ]);
    } finally {
      await loadGazetteer(handle.db, handle.kind, sampleGazetteerFile);
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });
});
