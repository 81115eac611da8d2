import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database/create-database.ts';
import { testDatabases } from '../testing/test-databases.ts';
import type { AddressProvider } from './address-provider.ts';
import { loadGazetteer } from './load-gazetteer.ts';
import { createLocalAddressProvider } from './local-address-provider.ts';

const databases = await testDatabases();

/** A small borough whose postcodes and house numbers look alike, in gazetteer order. */
const rows: [string, string][] = [
  ['3 Bow Road, Bow, London, E3 5XY', 'E3 5XY'],
  ['30 Bow Road, Bow, London, E3 3AB', 'E3 3AB'],
  ['31 Bow Road, Bow, London, E3 3AB', 'E3 3AB'],
  ['Flat 3, Cole Court, Colebrooke Row, Bow, London, E3 3AD', 'E3 3AD'],
  ['9 Essex Road, Islington, London, N1 9AA', 'N1 9AA'],
  ['1 Holloway Road, Archway, London, N19 1AA', 'N19 1AA'],
  ['Flat B12, 2 Borough Road, Southwark, London, SE1 1AA', 'SE1 1AA'],
  ['1 Rye Lane, Peckham, London, SE15 1AA', 'SE15 1AA'],
  ['2 Rye Lane, Peckham, London, SE15 1AA', 'SE15 1AA'],
];

describe.each(databases)('address search results on $name', (database) => {
  let handle: DatabaseHandle;
  let provider: AddressProvider;
  let directory: string;

  const addresses = async (query: string, limit = 500) =>
    (await provider.search(query, limit)).map((row) => row.single_line_address);

  beforeAll(async () => {
    handle = await database.open();
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'gazetteer-'));
    const file = path.join(directory, 'borough.csv');
    const lines = rows.map(([address, postcode], index) => `${index + 1},"${address}",${postcode}`);
    fs.writeFileSync(file, ['uprn,single_line_address,postcode', ...lines, ''].join('\n'));
    await loadGazetteer(handle.db, handle.kind, file);
    provider = createLocalAddressProvider(handle);
  });
  afterAll(async () => {
    await handle?.close();
    if (directory) fs.rmSync(directory, { recursive: true, force: true });
  });

  it('reads a partial postcode as a postcode sector, not as a house number', async () => {
    expect(await addresses('E3 3')).toEqual([
      '30 Bow Road, Bow, London, E3 3AB',
      '31 Bow Road, Bow, London, E3 3AB',
      'Flat 3, Cole Court, Colebrooke Row, Bow, London, E3 3AD',
    ]);
    expect(await addresses('e3 3a')).toHaveLength(3);
    expect(await addresses('E3 3AB')).toEqual([
      '30 Bow Road, Bow, London, E3 3AB',
      '31 Bow Road, Bow, London, E3 3AB',
    ]);
    expect(await addresses('e33ab')).toEqual(await addresses('E3 3AB'));
  });

  it('keeps the outward code whole: N1 9 is not N19, SE1 is not SE15', async () => {
    expect(await addresses('N1 9')).toEqual(['9 Essex Road, Islington, London, N1 9AA']);
    expect(await addresses('N19')).toEqual(['1 Holloway Road, Archway, London, N19 1AA']);
    expect(await addresses('SE1')).toEqual([
      'Flat B12, 2 Borough Road, Southwark, London, SE1 1AA',
    ]);
  });

  it('matches the words before a postcode as usual', async () => {
    expect(await addresses('Bow Road E3')).toEqual([
      '3 Bow Road, Bow, London, E3 5XY',
      '30 Bow Road, Bow, London, E3 3AB',
      '31 Bow Road, Bow, London, E3 3AB',
    ]);
    expect(await addresses('31 bow e3 3')).toEqual(['31 Bow Road, Bow, London, E3 3AB']);
    expect(await addresses('rye se15 1aa', 1)).toEqual(['1 Rye Lane, Peckham, London, SE15 1AA']);
  });

  it('reads a last word that is no postcode of the borough as a word', async () => {
    expect(await addresses('flat b12')).toEqual([
      'Flat B12, 2 Borough Road, Southwark, London, SE1 1AA',
    ]);
  });

  it('gives the first addresses in gazetteer order for words in every address', async () => {
    expect(await addresses('london', 2)).toEqual([
      '3 Bow Road, Bow, London, E3 5XY',
      '30 Bow Road, Bow, London, E3 3AB',
    ]);
    expect(await addresses('lon roa', 3)).toEqual([
      '3 Bow Road, Bow, London, E3 5XY',
      '30 Bow Road, Bow, London, E3 3AB',
      '31 Bow Road, Bow, London, E3 3AB',
    ]);
  });

  it('counts an address once when several of its words start with the query', async () => {
    // 'Cole Court' and 'Colebrooke': two words of one address in the range of 'cole'.
    expect(await addresses('cole', 1)).toEqual([
      'Flat 3, Cole Court, Colebrooke Row, Bow, London, E3 3AD',
    ]);
    expect(await addresses('co', 2)).toEqual([
      'Flat 3, Cole Court, Colebrooke Row, Bow, London, E3 3AD',
    ]);
  });
});
