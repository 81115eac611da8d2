import { describe, expect, it } from 'vitest';
import {
  allLinks,
  carersLinkAreaKeys,
  csaLinkAreaKeys,
  isLinkAreaKey,
  linksForArea,
  linksForAreas,
  shippedLinkCatalogues,
} from './index.ts';

const freedomPass = 'https://www.freedompass.org/';
const olderBusPass = 'https://www.gov.uk/apply-for-elderly-person-bus-pass';

describe('linksForArea', () => {
  it('puts national links before the council’s local links', () => {
    const links = linksForArea('CSA', 'usingFacilities', 'london-borough');
    const firstLocal = links.findIndex((link) => link.localContent);
    expect(firstLocal).toBeGreaterThan(0);
    expect(links.slice(firstLocal).every((link) => link.localContent)).toBe(true);
    expect(links.map((link) => link.url)).toContain('https://tfl.gov.uk/transport-accessibility/');
  });

  it('never shows one council’s local links to another', () => {
    const kentUrls = linksForArea('CSA', 'usingFacilities', 'kent').map((link) => link.url);
    expect(kentUrls.some((url) => url.startsWith('https://tfl.gov.uk/'))).toBe(false);
    expect(kentUrls).toContain('https://www.kent.gov.uk/roads-and-travel');
  });

  it('hides links the council has blacklisted', () => {
    const kent = linksForArea('CSA', 'usingFacilities', 'kent').map((link) => link.url);
    const london = linksForArea('CSA', 'usingFacilities', 'london-borough').map((link) => link.url);
    expect(kent).not.toContain(freedomPass);
    expect(kent).toContain(olderBusPass);
    expect(london).toContain(freedomPass);
    expect(london).not.toContain(olderBusPass);
  });

  it('gives every area of every form type links for every council', () => {
    for (const flavour of ['london-borough', 'kent'] as const) {
      for (const key of csaLinkAreaKeys)
        expect(linksForArea('CSA', key, flavour).length).toBeGreaterThanOrEqual(3);
      for (const key of carersLinkAreaKeys) {
        expect(linksForArea('CARERS', key, flavour).length).toBeGreaterThanOrEqual(3);
      }
    }
  });
});

describe('linksForAreas and allLinks', () => {
  it('merge a url listed by several areas into one suggested link', () => {
    const links = linksForAreas(
      'CSA',
      ['maintainingHome', 'personalHygiene', 'movingSafely'],
      'kent',
    );
    const livingMadeEasy = links.filter(
      (link) => link.url === 'https://www.livingmadeeasy.org.uk/',
    );
    expect(livingMadeEasy).toHaveLength(1);
    expect(livingMadeEasy[0]).toEqual({
      url: 'https://www.livingmadeeasy.org.uk/',
      labels: [
        'Living Made Easy: equipment for the home',
        'Living Made Easy: bathing and washing aids',
        'Living Made Easy: telecare and personal alarms',
      ],
      categories: ['Aids and equipment', 'Telecare'],
      areaKeys: ['maintainingHome', 'personalHygiene', 'movingSafely'],
      localContent: false,
      // Each area keeps its own label and category, for pages about one area.
      placements: [
        {
          areaKey: 'maintainingHome',
          label: 'Living Made Easy: equipment for the home',
          category: 'Aids and equipment',
        },
        {
          areaKey: 'personalHygiene',
          label: 'Living Made Easy: bathing and washing aids',
          category: 'Aids and equipment',
        },
        {
          areaKey: 'movingSafely',
          label: 'Living Made Easy: telecare and personal alarms',
          category: 'Telecare',
        },
      ],
    });
  });

  it('does not repeat a label shared by two areas', () => {
    const links = linksForAreas('CSA', ['manageNutrition', 'personalHygiene'], 'london-borough');
    const ageUk = links.find((link) => link.url === 'https://www.ageuk.org.uk/');
    expect(ageUk?.labels).toEqual(['Age UK']);
    expect(ageUk?.areaKeys).toEqual(['manageNutrition', 'personalHygiene']);
  });

  it('list each url once, covering every area of the form type', () => {
    for (const formTypeCode of ['CSA', 'CARERS'] as const) {
      for (const flavour of ['london-borough', 'kent'] as const) {
        const links = allLinks(formTypeCode, flavour);
        const urls = links.map((link) => link.url);
        expect(new Set(urls).size).toBe(urls.length);
        const areas = new Set(links.flatMap((link) => link.areaKeys));
        const expected = formTypeCode === 'CSA' ? csaLinkAreaKeys : carersLinkAreaKeys;
        expect([...areas].sort()).toEqual([...expected].sort());
      }
    }
  });

  it('keep the local badge of council pages and leave blacklisted links out', () => {
    const kent = allLinks('CARERS', 'kent');
    expect(
      kent.find((link) => link.url === 'https://www.kent.gov.uk/supportforcarers')?.localContent,
    ).toBe(true);
    expect(kent.some((link) => link.url === freedomPass)).toBe(false);
    expect(allLinks('CARERS', 'london-borough').some((link) => link.url === freedomPass)).toBe(
      true,
    );
  });
});

describe('isLinkAreaKey', () => {
  it('accepts only the area keys of the given form type', () => {
    expect(isLinkAreaKey('CSA', 'toiletNeeds')).toBe(true);
    expect(isLinkAreaKey('CSA', 'carerRole')).toBe(false);
    expect(isLinkAreaKey('CARERS', 'carerRole')).toBe(true);
    expect(isLinkAreaKey('CARERS', 'nonsense')).toBe(false);
  });
});

describe('links from a published version', () => {
  it('come from the catalogues given, not the shipped files', () => {
    const added = {
      category: 'Meal support' as const,
      label: 'Lunch club at the community centre',
      url: 'https://lunch.example.gov.uk/',
      localContent: true,
      blacklist: [],
    };
    const published = {
      ...shippedLinkCatalogues,
      local: {
        schemaVersion: 1 as const,
        flavours: { kent: { areas: { manageNutrition: [added] } } },
      },
    };
    const urls = (catalogues?: typeof published) =>
      linksForArea('CSA', 'manageNutrition', 'kent', catalogues).map((link) => link.url);
    expect(urls(published)).toContain(added.url);
    expect(urls()).not.toContain(added.url);
    expect(allLinks('CSA', 'kent', published).find((link) => link.url === added.url)).toMatchObject(
      {
        localContent: true,
        placements: [{ areaKey: 'manageNutrition', label: added.label, category: 'Meal support' }],
      },
    );
  });
});
