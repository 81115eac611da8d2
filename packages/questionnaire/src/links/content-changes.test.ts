import { describe, expect, it } from 'vitest';
import { contentChanges, shippedServiceContent, type ServiceContent } from './index.ts';

const shipped = shippedServiceContent({
  councilName: 'Test Council',
  accessibilityContactEmail: 'access@council.test',
});

function edited(change: (content: ServiceContent) => void): ServiceContent {
  const content = structuredClone(shipped);
  change(content);
  return content;
}

describe('what changed between two versions', () => {
  it('is nothing between a version and itself', () => {
    expect(
      contentChanges({ version: 1, content: shipped }, { version: 2, content: shipped }),
    ).toEqual({
      from: 1,
      to: 2,
      linksAdded: [],
      linksRemoved: [],
      linksChanged: [],
      wordingChanged: [],
    });
  });

  it('lists links added, removed and changed, and wording changed', () => {
    const lunchClub = {
      category: 'Meal support' as const,
      label: 'Lunch club',
      url: 'https://lunch.example.gov.uk/',
      localContent: true,
      blacklist: [],
    };
    const next = edited((content) => {
      const kent = content.links.local.flavours.kent;
      if (!kent) throw new Error('no Kent links');
      kent.areas.manageNutrition = [...(kent.areas.manageNutrition ?? []), lunchClub];
      const nutrition = content.links.CSA.areas.manageNutrition ?? [];
      const [first, second] = nutrition;
      if (!first || !second) throw new Error('manageNutrition has fewer than two links');
      // The first link retired, the second renamed (and so moved up one).
      content.links.CSA.areas.manageNutrition = [
        { ...second, label: 'Renamed' },
        ...nutrition.slice(2),
      ];
      content.wording.openingHours = 'Every day, 8am to 8pm';
    });
    const [first, second] = shipped.links.CSA.areas.manageNutrition ?? [];
    const changes = contentChanges({ version: 1, content: shipped }, { version: 2, content: next });
    expect(changes.linksAdded).toEqual([
      {
        catalogue: 'local:kent',
        areaKey: 'manageNutrition',
        url: lunchClub.url,
        label: 'Lunch club',
      },
    ]);
    expect(changes.linksRemoved).toEqual([
      { catalogue: 'CSA', areaKey: 'manageNutrition', url: first?.url, label: first?.label },
    ]);
    expect(changes.linksChanged).toContainEqual({
      catalogue: 'CSA',
      areaKey: 'manageNutrition',
      url: second?.url,
      label: 'Renamed',
      fields: ['label', 'position'],
    });
    expect(changes.wordingChanged).toEqual([
      {
        field: 'openingHours',
        before: shipped.wording.openingHours,
        after: 'Every day, 8am to 8pm',
      },
    ]);
  });
});
