import { describe, expect, it } from 'vitest';
import { linkInArea } from '@csa/contracts/display';
import { selectAreaLinks } from '../select-area-links.ts';

describe("a suggestions block's links (options: category, group, topicId)", () => {
  it("puts the block's category first and keeps the area's other links after it", () => {
    const plain = selectAreaLinks('CSA', 'personalHygiene', 'london-borough');
    const focused = selectAreaLinks('CSA', 'personalHygiene', 'london-borough', {
      category: 'Aids and equipment',
      group: 'help',
    });
    expect(focused.map((link) => link.url).sort()).toEqual(plain.map((link) => link.url).sort());
    const categories = focused.map((link) =>
      linkInArea(link, 'personalHygiene').categories.includes('Aids and equipment'),
    );
    expect(categories[0]).toBe(true);
    expect(categories).toEqual([...categories].sort((a, b) => Number(b) - Number(a)));
    expect(categories).toContain(false);
  });

  it('draws on the catalogue its group names', () => {
    expect(
      selectAreaLinks('CSA', 'carerUsingFacilities', 'kent', { group: 'carers' }).length,
    ).toBeGreaterThan(0);
    expect(selectAreaLinks('CSA', 'carerUsingFacilities', 'kent', { group: 'help' })).toEqual([]);
  });

  it("shows a shared link under this area's own label", () => {
    const links = selectAreaLinks('CSA', 'personalHygiene', 'kent');
    const livingMadeEasy = links.find((link) => link.url === 'https://www.livingmadeeasy.org.uk/');
    expect(livingMadeEasy && linkInArea(livingMadeEasy, 'personalHygiene').label).toBe(
      'Living Made Easy: bathing and washing aids',
    );
  });
});
