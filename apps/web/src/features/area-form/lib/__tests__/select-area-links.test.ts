import { describe, expect, it } from 'vitest';
import { linkInArea } from '@csa/contracts/display';
import { allLinks } from '@csa/questionnaire';
import { catalogueOf, selectAreaLinks } from '../select-area-links.ts';

// What the server answers for each catalogue: the published links, merged and filtered.
const london = allLinks('CSA', 'london-borough');
const kent = allLinks('CSA', 'kent');

describe("a suggestions block's links (options: category, group, topicId)", () => {
  it("puts the block's category first and keeps the area's other links after it", () => {
    const plain = selectAreaLinks(london, 'personalHygiene');
    const focused = selectAreaLinks(london, 'personalHygiene', 'Aids and equipment');
    expect(focused.map((link) => link.url).sort()).toEqual(plain.map((link) => link.url).sort());
    const categories = focused.map((link) =>
      linkInArea(link, 'personalHygiene').categories.includes('Aids and equipment'),
    );
    expect(categories[0]).toBe(true);
    expect(categories).toEqual([...categories].sort((a, b) => Number(b) - Number(a)));
    expect(categories).toContain(false);
  });

  it('lists only the area’s links, national before local', () => {
    const links = selectAreaLinks(london, 'usingFacilities');
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((link) => link.areaKeys.includes('usingFacilities'))).toBe(true);
    const firstLocal = links.findIndex((link) => link.localContent);
    expect(firstLocal).toBeGreaterThan(0);
    expect(links.slice(firstLocal).every((link) => link.localContent)).toBe(true);
  });

  it('draws on the catalogue its group names', () => {
    expect(catalogueOf('CSA', 'carers')).toBe('CARERS');
    expect(catalogueOf('CARERS', 'help')).toBe('CSA');
    expect(catalogueOf('CSA', 'other')).toBe('CSA');
    expect(
      selectAreaLinks(allLinks('CARERS', 'kent'), 'carerUsingFacilities').length,
    ).toBeGreaterThan(0);
    expect(selectAreaLinks(kent, 'carerUsingFacilities')).toEqual([]);
  });

  it("shows a shared link under this area's own label", () => {
    const links = selectAreaLinks(kent, 'personalHygiene');
    const livingMadeEasy = links.find((link) => link.url === 'https://www.livingmadeeasy.org.uk/');
    expect(livingMadeEasy && linkInArea(livingMadeEasy, 'personalHygiene').label).toBe(
      'Living Made Easy: bathing and washing aids',
    );
  });
});
