import { describe, expect, it } from 'vitest';
import { abilityScale, carersAbilityScale, keyAnswers, type Topic } from '../content-schema.ts';
import { areaPath, isItemVisible, itemsInOrder, keyQuestion } from '../engine/index.ts';
import { nationalLinkCatalogues } from '../links/index.ts';
import { pathways } from './index.ts';

/** Wording the content must keep, checked through the engine as a resident meets it. */
const [csa, carers] = pathways;
if (!csa || !carers) throw new Error('pathways missing');

function topic(topics: readonly Topic[], id: string): Topic {
  const found = topics.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no topic ${id}`);
  return found;
}

function item(of: Topic, itemId: string) {
  const found = itemsInOrder(of).find((located) => located.item.id === itemId)?.item;
  if (!found) throw new Error(`no item ${itemId} in ${of.id}`);
  return found;
}

describe('the five-level ability scale (questionnaire.md §3)', () => {
  it('uses the spec wording in all 54 CSA scale radios', () => {
    const scaleRadios = csa.topics.flatMap((each) =>
      itemsInOrder(each)
        .map((located) => located.item)
        .filter((each) => each.type === 'radio' && each.options.includes(abilityScale[2])),
    );
    expect(scaleRadios).toHaveLength(54);
    for (const radio of scaleRadios) expect(radio.options).toEqual([...abilityScale]);
  });

  it("uses the carers' wording for technology, and shows technologyInfo for the three non-confident answers", () => {
    const relationships = topic(carers.topics, 'carerManageRelationships');
    const technology = item(relationships, 'technology');
    expect(technology.options).toEqual([...carersAbilityScale]);
    const info = item(relationships, 'technologyInfo');
    const shownFor = carersAbilityScale.filter((answer) =>
      isItemVisible(relationships, info, { technology: answer }),
    );
    expect(shownFor).toEqual(carersAbilityScale.slice(2));
  });

  it('no longer paraphrases the scale anywhere', () => {
    const text = JSON.stringify(pathways);
    expect(text).not.toContain('confidently by myself');
    expect(text).not.toContain('a lot of difficulty');
    expect(text).not.toContain('cannot do this by myself');
  });
});

describe("carerRole follow-up details (questionnaire.md §3, §4 'Details boxes: on Yes')", () => {
  const carerRole = topic(carers.topics, 'carerRole');

  it('asks about GP awareness in detail on Yes', () => {
    const info = item(carerRole, 'gpAwareInfo');
    expect(isItemVisible(carerRole, info, { gpAware: 'Yes' })).toBe(true);
    expect(isItemVisible(carerRole, info, { gpAware: 'No' })).toBe(false);
    expect(isItemVisible(carerRole, info, { gpAware: "Don't know" })).toBe(false);
  });

  it('gives the GP details box a hint that fits Yes, and offers help telling the GP on the question', () => {
    const info = item(carerRole, 'gpAwareInfo');
    // Shown only on Yes: the GP knows, so the hint asks what they know or do, not whether the
    // carer wants help to tell them.
    expect(info.guidanceText).not.toMatch(/tell your GP/);
    expect(info.guidanceText).toMatch(/what your GP/);
    // No and Don't know have no details box; the question's own hint makes the offer.
    expect(item(carerRole, 'gpAware').guidanceText).toMatch(/help to tell your GP/);
  });

  it('has a follow-up details text for the hours spent caring, whatever the band', () => {
    const info = item(carerRole, 'howManyHoursInfo');
    expect(info.type).toBe('textarea');
    expect(info.required).toBe(true);
    for (const band of item(carerRole, 'howManyHours').options) {
      expect(isItemVisible(carerRole, info, { howManyHours: band })).toBe(true);
    }
  });
});

describe('carers topics reach the final summary section (default rule, questionnaire.md §4)', () => {
  const topics = carers.topics.filter((each) => each.id !== 'carerRole');

  it.each(topics.map((each) => [each.id, each] as const))(
    '%s: every answer that needs no more help ends on whatSupport and otherInfo',
    (_, each) => {
      const key = keyQuestion(each);
      if (!key) throw new Error(`no key question in ${each.id}`);
      const others = key.options.filter((option) => option !== keyAnswers.needHelp);
      expect(others.length).toBeGreaterThan(0);
      const finalSection = each.sections.at(-1);
      for (const answer of others) {
        const path = areaPath(each, { [key.id]: answer });
        expect(path.at(-1)?.sectionId).toBe(finalSection?.id);
        const finalItems = finalSection?.pages.flatMap((page) => page.items.map((i) => i.id));
        expect(finalItems).toEqual(expect.arrayContaining(['whatSupport', 'otherInfo']));
      }
    },
  );
});

describe('later sections start with a video page (questionnaire.md §2)', () => {
  it('holds for every section after the first, in both pathways', () => {
    const missing = pathways.flatMap((pathway) =>
      pathway.topics.flatMap((each) =>
        each.sections
          .slice(1)
          .filter(
            (section) => section.pages[0]?.items.some((i) => i.type === 'spotlightr') !== true,
          )
          .map((section) => `${each.id}.${section.id}`),
      ),
    );
    expect(missing).toEqual([]);
  });
});

describe('suggestions blocks (questionnaire.md §2, §4)', () => {
  it('ask first for a category their area has links in', () => {
    const blocks = pathways.flatMap((pathway) =>
      pathway.topics.flatMap((each) =>
        itemsInOrder(each)
          .map((located) => located.item)
          .filter((candidate) => candidate.type === 'suggestions')
          .map((block) => ({ topicId: each.id, formTypeCode: pathway.formTypeCode, block })),
      ),
    );
    expect(blocks.length).toBeGreaterThan(0);
    const withoutLinks = blocks
      .filter(({ topicId, formTypeCode, block }) => {
        const areas: Record<string, readonly { category: string }[] | undefined> =
          nationalLinkCatalogues[formTypeCode].areas;
        return !(areas[topicId] ?? []).some((link) => link.category === block.options[0]);
      })
      .map(({ topicId, block }) => `${topicId}: ${block.options[0] ?? ''}`);
    expect(withoutLinks).toEqual([]);
  });
});
