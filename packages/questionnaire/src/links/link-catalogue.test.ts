import { describe, expect, it } from 'vitest';
import { linkCategories } from '../content-schema.ts';
import carersLinksJson from './carers-links.json';
import csaLinksJson from './csa-links.json';
import {
  carersLinkAreaKeys,
  councilFlavours,
  csaLinkAreaKeys,
  linkCatalogueSchemaFor,
  localLinkCatalogueSchema,
  type LinkEntry,
} from './link-catalogue-schema.ts';
import localLinksJson from './local-links.json';

const csa = linkCatalogueSchemaFor('CSA').parse(csaLinksJson);
const carers = linkCatalogueSchemaFor('CARERS').parse(carersLinksJson);
const local = localLinkCatalogueSchema.parse(localLinksJson);

const areaLists: [string, LinkEntry[]][] = [
  ...Object.entries(csa.areas).map(([key, entries]): [string, LinkEntry[]] => [
    `CSA ${key}`,
    entries ?? [],
  ]),
  ...Object.entries(carers.areas).map(([key, entries]): [string, LinkEntry[]] => [
    `CARERS ${key}`,
    entries ?? [],
  ]),
  ...councilFlavours.flatMap((flavour) =>
    Object.entries(local.flavours[flavour]?.areas ?? {}).map(
      ([key, entries]): [string, LinkEntry[]] => [`${flavour} ${key}`, entries ?? []],
    ),
  ),
];
const everyEntry = areaLists.flatMap(([, entries]) => entries);

describe('shipped link catalogues', () => {
  it('give every area of each form type at least three national links', () => {
    for (const key of csaLinkAreaKeys)
      expect(csa.areas[key]?.length, key).toBeGreaterThanOrEqual(3);
    for (const key of carersLinkAreaKeys) {
      expect(carers.areas[key]?.length, key).toBeGreaterThanOrEqual(3);
    }
  });

  it('use only https urls', () => {
    for (const entry of everyEntry) expect(new URL(entry.url).protocol, entry.url).toBe('https:');
  });

  it('list a url at most once per area', () => {
    for (const [area, entries] of areaLists) {
      const urls = entries.map((entry) => entry.url);
      expect(new Set(urls).size, area).toBe(urls.length);
    }
  });

  it('agree on whether a url is local wherever it appears', () => {
    const localByUrl = new Map<string, boolean>();
    for (const entry of everyEntry) {
      expect(localByUrl.get(entry.url) ?? entry.localContent, entry.url).toBe(entry.localContent);
      localByUrl.set(entry.url, entry.localContent);
    }
  });

  it('give every council some local links', () => {
    for (const flavour of councilFlavours) {
      expect(Object.keys(local.flavours[flavour]?.areas ?? {}).length, flavour).toBeGreaterThan(0);
    }
  });

  it('use several categories in each form type', () => {
    for (const catalogue of [csa, carers]) {
      const used = new Set(
        Object.values(catalogue.areas)
          .flatMap((entries) => entries ?? [])
          .map((e) => e.category),
      );
      expect(used.size).toBeGreaterThanOrEqual(linkCategories.length - 2);
    }
  });
});

describe('link catalogue schema', () => {
  const entry: LinkEntry = {
    category: 'Guides',
    label: 'A guide',
    url: 'https://example.org/guide',
    localContent: false,
    blacklist: [],
  };
  const catalogueWith = (changes: Record<string, unknown>) => ({
    schemaVersion: 1,
    areas: { accessWork: [{ ...entry, ...changes }] },
  });
  const schema = linkCatalogueSchemaFor('CSA');

  it('accepts a well-formed catalogue', () => {
    expect(schema.safeParse(catalogueWith({})).success).toBe(true);
  });

  it.each([
    ['an http url', { url: 'http://example.org/guide' }],
    ['an unknown category', { category: 'Recipes' }],
    ['an unknown flavour in a blacklist', { blacklist: ['kentt'] }],
    ['a local link in a national catalogue', { localContent: true }],
    ['an empty label', { label: ' ' }],
    ['an unknown field', { colour: 'red' }],
  ])('rejects %s', (_, changes) => {
    expect(schema.safeParse(catalogueWith(changes)).success).toBe(false);
  });

  it('rejects an area of the other form type and another schema version', () => {
    expect(schema.safeParse({ schemaVersion: 1, areas: { carerRole: [entry] } }).success).toBe(
      false,
    );
    expect(schema.safeParse({ ...catalogueWith({}), schemaVersion: 2 }).success).toBe(false);
  });

  it('rejects a national link in a local catalogue, an unknown flavour and a missing version', () => {
    const local = (flavours: object) => ({ schemaVersion: 1, flavours });
    expect(
      localLinkCatalogueSchema.safeParse(local({ kent: { areas: { accessWork: [entry] } } }))
        .success,
    ).toBe(false);
    const localEntry = { ...entry, localContent: true };
    expect(
      localLinkCatalogueSchema.safeParse(local({ kent: { areas: { accessWork: [localEntry] } } }))
        .success,
    ).toBe(true);
    expect(localLinkCatalogueSchema.safeParse(local({ leeds: { areas: {} } })).success).toBe(false);
    expect(
      localLinkCatalogueSchema.safeParse({ kent: { areas: { accessWork: [localEntry] } } }).success,
    ).toBe(false);
  });

  it('offers the London-only Freedom Pass as a local link of the London borough only', () => {
    const freedomPass = (areas: Partial<Record<string, LinkEntry[]>>) =>
      Object.values(areas)
        .flat()
        .filter((each) => each?.url.includes('freedompass'));
    expect(freedomPass(csa.areas)).toEqual([]);
    expect(freedomPass(carers.areas)).toEqual([]);
    const london = freedomPass(local.flavours['london-borough']?.areas ?? {});
    expect(london.length).toBeGreaterThan(0);
    expect(london.every((each) => each?.localContent)).toBe(true);
    expect(freedomPass(local.flavours.kent?.areas ?? {})).toEqual([]);
  });
});
