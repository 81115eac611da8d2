import { describe, expect, it } from 'vitest';
import type { Item, Topic } from '@csa/questionnaire';
import { areaBlocks } from './area-blocks.ts';

const radio = (id: string, options: string[], extra: Partial<Item> = {}): Item => ({
  id,
  title: `Question ${id}`,
  type: 'radio',
  options,
  required: true,
  ...extra,
});
const textarea = (id: string, extra: Partial<Item> = {}): Item => ({
  id,
  title: `Question ${id}`,
  type: 'textarea',
  options: [],
  required: false,
  ...extra,
});

// A living-situation area: who else lives there is asked only of someone who does not live
// alone (a follow-up on the same page, and a page of its own further on).
const topic: Topic = {
  id: 'home',
  title: 'Your home',
  summary: 'Where and with whom you live.',
  sections: [
    {
      id: 'household',
      title: 'Your household',
      nextSection: [
        { given: 'needsCarer', equals: 'Yes', openSectionId: 'carer' },
        { default: true, openSectionId: 'access' },
      ],
      pages: [
        {
          id: 'livePage',
          title: 'Living',
          items: [
            radio('liveAlone', ['Yes', 'No']),
            textarea('whoElse', { existsWhen: { given: 'liveAlone', oneOf: ['No'] } }),
            {
              id: 'homeVideo',
              title: 'A video about homes',
              type: 'spotlightr',
              options: [],
              required: false,
            },
          ],
          nextPage: [{ options: ['No'], page: 'othersPage' }],
        },
        {
          id: 'othersPage',
          title: 'Others',
          items: [textarea('othersHelp'), radio('needsCarer', ['Yes', 'No'])],
          nextPage: [],
        },
      ],
    },
    {
      id: 'carer',
      title: 'Your carer',
      nextSection: [{ default: true, openSectionId: 'access' }],
      pages: [{ id: 'carerPage', title: 'Carer', items: [textarea('carerName')], nextPage: [] }],
    },
    {
      id: 'access',
      title: 'Getting in and out',
      nextSection: [],
      pages: [{ id: 'stairsPage', title: 'Stairs', items: [textarea('stairs')], nextPage: [] }],
    },
  ],
};

const entryLabels = (answers: Record<string, string | string[]>) =>
  areaBlocks(topic, { answers, lastStepIndex: 0, isComplete: true }).map((block) =>
    block.kind === 'entry'
      ? block.label
      : block.kind === 'heading'
        ? `# ${block.text}`
        : block.kind,
  );

describe('areaBlocks', () => {
  it('prints the questions asked, with section headings, in the order asked', () => {
    expect(
      entryLabels({ liveAlone: 'No', whoElse: 'My son', othersHelp: 'He cooks', stairs: 'Two' }),
    ).toEqual([
      '# Your home',
      '# Your household',
      'Question liveAlone',
      'Question whoElse',
      'Question othersHelp',
      '# Getting in and out',
      'Question stairs',
    ]);
  });

  it('leaves out stale answers to questions hidden or off the path by a changed answer', () => {
    // The resident first said they did not live alone, answered the follow-ups, then changed it.
    expect(
      entryLabels({ liveAlone: 'Yes', whoElse: 'My son', othersHelp: 'He cooks', stairs: 'Two' }),
    ).toEqual([
      '# Your home',
      '# Your household',
      'Question liveAlone',
      '# Getting in and out',
      'Question stairs',
    ]);
  });

  it('leaves out a section opened only by a stale answer on a page no longer walked', () => {
    // needsCarer is on the page for those who do not live alone; its old "Yes" must not open
    // the carer section, nor print what was said there.
    expect(
      entryLabels({ liveAlone: 'Yes', needsCarer: 'Yes', carerName: 'Sam', stairs: 'Two' }),
    ).toEqual([
      '# Your home',
      '# Your household',
      'Question liveAlone',
      '# Getting in and out',
      'Question stairs',
    ]);
  });

  it('leaves out an answer stored against a video, which asks nothing', () => {
    expect(entryLabels({ liveAlone: 'Yes', homeVideo: 'Watched' })).toEqual([
      '# Your home',
      '# Your household',
      'Question liveAlone',
    ]);
  });

  it('leaves out empty answers and a section with nothing answered', () => {
    expect(entryLabels({ liveAlone: 'Yes', stairs: '' })).toEqual([
      '# Your home',
      '# Your household',
      'Question liveAlone',
    ]);
    expect(entryLabels({ liveAlone: 'No', whoElse: [], othersHelp: 'He cooks' })).toEqual([
      '# Your home',
      '# Your household',
      'Question liveAlone',
      'Question othersHelp',
    ]);
  });

  it('carries each answer as the resident gave it', () => {
    const blocks = areaBlocks(topic, {
      answers: { liveAlone: 'No', whoElse: 'My son' },
      lastStepIndex: 0,
      isComplete: true,
    });
    expect(blocks).toContainEqual({ kind: 'entry', label: 'Question whoElse', value: 'My son' });
  });
});
