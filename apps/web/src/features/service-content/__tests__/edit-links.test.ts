import { describe, expect, it } from 'vitest';
import { serviceContentSchema, shippedServiceContent, type LinkEntry } from '@csa/questionnaire';
import { areasListing, linksOfArea, moveLink, retireLink, saveLink } from '../lib/edit-links.ts';

const shipped = shippedServiceContent({
  councilName: 'Test Council',
  accessibilityContactEmail: 'access@example.test',
});
const lunchClub: LinkEntry = {
  category: 'Meal support',
  label: 'Lunch club at the community centre',
  url: 'https://lunch-club.example.gov.uk/',
  localContent: true,
  blacklist: [],
};
const flavour = 'london-borough' as const;

describe('editing a pathway’s help links', () => {
  it('adds a local link last in each area chosen, and the result still passes the schema', () => {
    const next = saveLink(shipped, {
      formTypeCode: 'CSA',
      flavour,
      originalUrl: null,
      entry: lunchClub,
      areaKeys: ['manageNutrition', 'usingFacilities'],
    });
    expect(linksOfArea(next, 'CSA', flavour, 'manageNutrition').local.at(-1)).toEqual(lunchClub);
    expect(areasListing(next, 'CSA', flavour, lunchClub.url)).toEqual([
      'manageNutrition',
      'usingFacilities',
    ]);
    expect(serviceContentSchema.safeParse(next).success).toBe(true);
    // The draft it came from is untouched.
    expect(areasListing(shipped, 'CSA', flavour, lunchClub.url)).toEqual([]);
  });

  it('changes a link in place, moves it between national and local, and leaves unticked areas', () => {
    const added = saveLink(shipped, {
      formTypeCode: 'CSA',
      flavour,
      originalUrl: null,
      entry: lunchClub,
      areaKeys: ['manageNutrition', 'usingFacilities'],
    });
    const renamed = saveLink(added, {
      formTypeCode: 'CSA',
      flavour,
      originalUrl: lunchClub.url,
      entry: { ...lunchClub, label: 'Lunch club', url: 'https://lunch.example.gov.uk/' },
      areaKeys: ['manageNutrition'],
    });
    expect(areasListing(renamed, 'CSA', flavour, lunchClub.url)).toEqual([]);
    expect(areasListing(renamed, 'CSA', flavour, 'https://lunch.example.gov.uk/')).toEqual([
      'manageNutrition',
    ]);
    const national = saveLink(renamed, {
      formTypeCode: 'CSA',
      flavour,
      originalUrl: 'https://lunch.example.gov.uk/',
      entry: { ...lunchClub, url: 'https://lunch.example.gov.uk/', localContent: false },
      areaKeys: ['manageNutrition'],
    });
    const area = linksOfArea(national, 'CSA', flavour, 'manageNutrition');
    expect(area.local.map((entry) => entry.url)).not.toContain('https://lunch.example.gov.uk/');
    expect(area.national.at(-1)?.url).toBe('https://lunch.example.gov.uk/');
    expect(serviceContentSchema.safeParse(national).success).toBe(true);
  });

  it('moves a link up and down within its list, and retires it from every area', () => {
    const before = linksOfArea(shipped, 'CSA', flavour, 'manageNutrition').national;
    expect(before.length).toBeGreaterThan(1);
    const moved = moveLink(shipped, {
      formTypeCode: 'CSA',
      flavour,
      areaKey: 'manageNutrition',
      isLocal: false,
      index: 1,
      by: -1,
    });
    const after = linksOfArea(moved, 'CSA', flavour, 'manageNutrition').national;
    expect(after.map((entry) => entry.url)).toEqual([
      before[1]?.url,
      before[0]?.url,
      ...before.slice(2).map((entry) => entry.url),
    ]);
    // The first cannot go further up.
    expect(
      moveLink(moved, {
        formTypeCode: 'CSA',
        flavour,
        areaKey: 'manageNutrition',
        isLocal: false,
        index: 0,
        by: -1,
      }),
    ).toBe(moved);
    const url = before[0]?.url ?? '';
    expect(areasListing(shipped, 'CSA', flavour, url).length).toBeGreaterThan(0);
    expect(areasListing(retireLink(shipped, 'CSA', flavour, url), 'CSA', flavour, url)).toEqual([]);
  });
});
