import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database/create-database.ts';
import { bruteForceAddressSearch } from '../testing/brute-force-address-search.ts';
import { testDatabases } from '../testing/test-databases.ts';
import type { AddressProvider } from './address-provider.ts';
import type { GazetteerRow } from './gazetteer/generate-addresses.ts';
import { loadGazetteer } from './load-gazetteer.ts';
import { createLocalAddressProvider } from './local-address-provider.ts';

const databases = await testDatabases();

/**
 * A borough of 700 addresses built so that each way local-address-provider.ts can drive a
 * search is taken by some query: market stalls Z1 to Z70 (a prefix, 'z', holding more words
 * than are merged, in no more than a tenth of the addresses), Cole Court and Colebrooke Row
 * (two words of one address in one prefix; some stalls are on Colebrooke Row too), and filler
 * streets. Groups are interleaved so
 * that gazetteer order is not the order of any one group.
 */
function borough(): GazetteerRow[] {
  const rows: GazetteerRow[] = [];
  const add = (single_line_address: string, postcode: string) =>
    rows.push({ uprn: String(100_000 + rows.length), single_line_address, postcode });
  for (let index = 1; index <= 585; index += 1) {
    add(`${index} Filler Road, Bow, London, E1 1AA`, 'E1 1AA');
    if (index <= 70) {
      const postcode = index % 2 ? 'E1 1AA' : 'E1 1AB';
      const row = index % 7 === 0 ? ', Colebrooke Row' : '';
      add(`Stall Z${index}, Yew Market${row}, Bow, London, ${postcode}`, postcode);
    }
    if (index <= 15) {
      add(`Flat ${index}, Cole Court, Colebrooke Row, Bow, London, E1 2AA`, 'E1 2AA');
      add(`${index} Colebrooke Row, Bow, London, E1 2AB`, 'E1 2AB');
      add(`${index} Cole Street, Bow, London, E1 2AC`, 'E1 2AC');
    }
  }
  return rows;
}

describe.each(databases)('every way of driving an address search on $name', (database) => {
  const rows = borough();
  let handle: DatabaseHandle;
  let provider: AddressProvider;
  let directory: string;

  beforeAll(async () => {
    handle = await database.open();
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'gazetteer-'));
    const file = path.join(directory, 'borough.csv');
    const lines = rows.map((row) => `${row.uprn},"${row.single_line_address}",${row.postcode}`);
    fs.writeFileSync(file, ['uprn,single_line_address,postcode', ...lines, ''].join('\n'));
    await loadGazetteer(handle.db, handle.kind, file);
    provider = createLocalAddressProvider(handle);
  });
  afterAll(async () => {
    await handle?.close();
    if (directory) fs.rmSync(directory, { recursive: true, force: true });
  });

  it.each([
    // 'z' holds 70 words: its addresses are collected and sorted; alone, with a single word
    // merged ('yew'), a common word checked ('bow'), a postcode checked (E1 1AA).
    'z',
    'z yew',
    'z bow',
    'z e1 1aa',
    // 'cole' (two words, in as many addresses as 'z'): both read whole and intersected.
    'z cole',
    'z col',
    // 'z1' holds 11 words (z1, z10 to z19), read in order and merged.
    'z1',
    'z1 yew',
    'z1 bow london',
    // 'cole' and 'colebrooke' in one address: counted once.
    'cole',
    'co',
    'cole row',
    'flat cole',
    // A postcode read in order, with and without words; a sector checked on each address.
    'e1 1',
    'e1 2',
    'col e1 2',
    'cole e1 2a',
    'row e12aa',
    'e1',
    // Words in most addresses: the addresses walked in order.
    'london',
    'filler 5',
    'bow lon',
    // Nothing.
    'z71',
    'cole yew',
  ])('answers %s as a brute-force search does, in gazetteer order', async (query) => {
    for (const limit of [500, 7]) {
      const found = await provider.search(query, limit);
      expect(
        found.map((row) => row.single_line_address),
        `limit ${limit}`,
      ).toEqual(bruteForceAddressSearch(rows, query, limit));
    }
  });
});
