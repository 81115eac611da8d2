import { describe, expect, it } from 'vitest';
import type { SuggestedLinkView as HelpLink } from '@csa/contracts';
import { countLinks, groupLinksByCategory } from '../group-links-by-category.ts';

function link(url: string, categories: string[], areaKeys: string[]): HelpLink {
  const placements = areaKeys.flatMap((areaKey) =>
    categories.map((category) => ({ areaKey, label: url, category })),
  );
  return { url, labels: [url], categories, areaKeys, localContent: false, placements };
}

const links = [
  link('https://guides.example', ['Guides'], ['personalHygiene']),
  link('https://gov.example', ['Government support', 'Guides'], ['toiletNeeds']),
  link('https://meals.example', ['Meal support'], ['manageNutrition', 'personalHygiene']),
];

describe('help links by category', () => {
  it('follows the catalogue category order and lists a link under each of its categories', () => {
    const groups = groupLinksByCategory(links, null);
    expect(groups.map((group) => group.category)).toEqual([
      'Government support',
      'Meal support',
      'Guides',
    ]);
    expect(groups[2]?.links.map((entry) => entry.url)).toEqual([
      'https://guides.example',
      'https://gov.example',
    ]);
    expect(countLinks(groups)).toBe(3);
  });

  it('filters to one area', () => {
    const groups = groupLinksByCategory(links, 'personalHygiene');
    expect(groups.map((group) => [group.category, group.links.map((entry) => entry.url)])).toEqual([
      ['Meal support', ['https://meals.example']],
      ['Guides', ['https://guides.example']],
    ]);
    expect(countLinks(groups)).toBe(2);
  });

  it('is empty for an area without links', () => {
    expect(groupLinksByCategory(links, 'accessWork')).toEqual([]);
  });

  it("lists a link shared by two areas once, under the filtered area's own category", () => {
    const shared: HelpLink = {
      url: 'https://livingmadeeasy.example',
      labels: ['Living Made Easy: dressing aids', 'Living Made Easy: toilet aids'],
      categories: ['Aids and equipment', 'Guides'],
      areaKeys: ['appropriatelyClothed', 'toiletNeeds'],
      localContent: false,
      placements: [
        {
          areaKey: 'appropriatelyClothed',
          label: 'Living Made Easy: dressing aids',
          category: 'Guides',
        },
        {
          areaKey: 'toiletNeeds',
          label: 'Living Made Easy: toilet aids',
          category: 'Aids and equipment',
        },
      ],
    };
    const groups = groupLinksByCategory([shared], 'toiletNeeds');
    expect(groups.map((group) => [group.category, group.links.length])).toEqual([
      ['Aids and equipment', 1],
    ]);
  });
});
