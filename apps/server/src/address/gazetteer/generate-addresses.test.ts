import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatGazetteerCsv } from './gazetteer-csv-format.ts';
import { takeAddresses } from './generate-addresses.ts';
import { parseGazetteerCsv } from './parse-gazetteer-csv.ts';

const postcodePattern = /^(SE|SW|N|E)\d{1,2} \d[ABD-HJLNP-UW-Z]{2}$/;

describe('takeAddresses', () => {
  const rows = takeAddresses(20_000);

  it('gives the same addresses on every run, and a shorter run is a prefix of a longer one', () => {
    expect(takeAddresses(20_000)).toEqual(rows);
    expect(takeAddresses(500)).toEqual(rows.slice(0, 500));
    expect(takeAddresses(500, 7)).not.toEqual(rows.slice(0, 500));
  });

  it('gives every address a unique 12-digit UPRN and a unique text', () => {
    expect(rows.every((row) => /^\d{12}$/.test(row.uprn))).toBe(true);
    expect(new Set(rows.map((row) => row.uprn)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.single_line_address)).size).toBe(rows.length);
  });

  it('writes addresses as "..., street, neighbourhood, London, postcode"', () => {
    for (const row of rows) {
      expect(row.postcode).toMatch(postcodePattern);
      expect(row.single_line_address.endsWith(`, London, ${row.postcode}`)).toBe(true);
    }
    expect(rows.some((row) => row.single_line_address.startsWith('Flat '))).toBe(true);
  });

  it('covers several neighbourhoods and postcode districts early on', () => {
    const districts = new Set(rows.slice(0, 2_000).map((row) => row.postcode.split(' ')[0]));
    expect(districts.size).toBeGreaterThanOrEqual(8);
  });

  it('returns nothing for a count of zero', () => {
    expect(takeAddresses(0)).toEqual([]);
  });
});

describe('sample-addresses.csv', () => {
  it('is the first 2,000 addresses of the generator, unchanged', () => {
    const text = fs.readFileSync(new URL('./sample-addresses.csv', import.meta.url), 'utf8');
    expect(text).toBe(formatGazetteerCsv(takeAddresses(2_000)));
    expect(parseGazetteerCsv(text)).toHaveLength(2_000);
  });
});
