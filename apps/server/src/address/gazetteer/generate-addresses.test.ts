import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatGazetteerCsv } from './gazetteer-csv-format.ts';
import { generateAddresses, takeAddresses } from './generate-addresses.ts';
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

// Generated inside each test, not once for all: a mutation run credits a test only with the
// code that runs inside it.
describe('the whole borough', () => {
  it('ends once every street is built, and takeAddresses refuses to give fewer than asked', () => {
    const all = [...generateAddresses()];
    expect(all.length).toBeGreaterThan(150_000);
    expect(() => takeAddresses(all.length + 1)).toThrow(
      `the borough holds only ${all.length} addresses, ${all.length + 1} were asked for`,
    );
  });

  it("moves a street on to its neighbourhood's other sectors when its own runs out of postcodes", () => {
    const all = [...generateAddresses()];
    expect(all.filter((row) => !postcodePattern.test(row.postcode))).toEqual([]);
    const sectorsByStreet = new Map<string, Set<string>>();
    for (const row of all) {
      // "..., street, neighbourhood, London, postcode"
      const street = row.single_line_address.split(', ').slice(-4, -2).join(', ');
      const sector = row.postcode.slice(0, -2);
      sectorsByStreet.set(street, (sectorsByStreet.get(street) ?? new Set()).add(sector));
    }
    const movedOn = [...sectorsByStreet.values()].filter((sectors) => sectors.size > 1);
    expect(movedOn.length).toBeGreaterThan(0);
    // Most streets keep to one sector, as real ones mostly do.
    expect(movedOn.length).toBeLessThan(sectorsByStreet.size / 10);
  });
});

describe('sample-addresses.csv', () => {
  it('is the first 2,000 addresses of the generator, unchanged', () => {
    const text = fs.readFileSync(new URL('./sample-addresses.csv', import.meta.url), 'utf8');
    expect(text).toBe(formatGazetteerCsv(takeAddresses(2_000)));
    expect(parseGazetteerCsv(text)).toHaveLength(2_000);
  });
});
