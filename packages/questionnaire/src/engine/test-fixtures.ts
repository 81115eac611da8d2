import { keyAnswers, type Item, type Page, type Section, type Topic } from '../content-schema.ts';

/**
 * Small hand-built topics for the engine and linter tests. `hygieneTopic` is shaped like the
 * real daily-living topics (introduction with key question and help checkbox, one section per
 * ticked option, a summary) and carries one case of every routing and visibility rule.
 */

export function radio(id: string, options: string[], extra: Partial<Item> = {}): Item {
  return { id, title: id, type: 'radio', options, required: true, ...extra };
}

export function checkbox(id: string, options: string[], extra: Partial<Item> = {}): Item {
  return { id, title: id, type: 'checkbox', options, required: true, ...extra };
}

export function textarea(id: string, extra: Partial<Item> = {}): Item {
  return { id, title: id, type: 'textarea', options: [], required: true, ...extra };
}

export function video(id: string, extra: Partial<Item> = {}): Item {
  return {
    id,
    title: id,
    type: 'spotlightr',
    options: ['video-1'],
    required: false,
    transcript: 'What the video says.',
    ...extra,
  };
}

export function page(id: string, items: Item[], nextPage: Page['nextPage'] = []): Page {
  return { id, title: id, items, nextPage };
}

export function section(
  id: string,
  pages: Page[],
  nextSection: Section['nextSection'] = [],
): Section {
  return { id, title: id, nextSection, pages };
}

/** A topic of these sections, titled and summarised after its id. */
export function topicOf(id: string, sections: Section[]): Topic {
  return { id, title: id, summary: `The ${id} topic.`, sections };
}

export const helpChoices = ['Washing', 'Appearance', 'Clothes'];
const needsHelp = { given: 'needHelp', contains: keyAnswers.needHelp };

export const hygieneTopic: Topic = {
  id: 'hygiene',
  title: 'Your personal hygiene',
  summary: 'Washing, appearance and clothes.',
  sections: [
    section(
      'introduction',
      [
        page('introVideoPage', [video('introVideo')], [{ options: [], page: 'helpPage' }]),
        page('helpPage', [
          radio('needHelp', [keyAnswers.canDo, keyAnswers.needHelp]),
          {
            id: 'helpSuggestions',
            title: 'Self-help',
            type: 'suggestions',
            options: ['Guides', 'help', 'hygiene'],
            required: false,
            existsWhen: needsHelp,
          },
          checkbox('helpOptions', helpChoices, { existsWhen: needsHelp }),
        ]),
      ],
      [
        { given: 'helpOptions', contains: 'Washing', openSectionId: 'washing' },
        { given: 'helpOptions', contains: 'Appearance', openSectionId: 'appearance' },
        { given: 'helpOptions', contains: 'Clothes', openSectionId: 'clothes' },
      ],
    ),
    section(
      'washing',
      [
        page(
          'washingQuestionsPage',
          [
            radio('useBathShower', ['Yes', 'No']),
            textarea('bathDetails', { existsWhen: { given: 'useBathShower', contains: 'Yes' } }),
            radio('reachAllBody', ['Yes', 'No'], {
              existsWhen: { given: 'useBathShower', contains: 'Yes' },
            }),
            // Chained: shown only while reachAllBody is shown and answered No.
            textarea('reachDetails', { existsWhen: { given: 'reachAllBody', oneOf: ['No'] } }),
          ],
          [
            { options: ['No'], page: 'washingHelpPage' },
            { options: [], page: 'washingInfoPage' },
          ],
        ),
        page(
          'washingHelpPage',
          [textarea('washingHelp')],
          [{ options: [], page: 'washingInfoPage' }],
        ),
        page('washingInfoPage', [
          textarea('washingInfoWantTodo'),
          textarea('washingInfoDontWantToHappen', { required: false }),
        ]),
      ],
      [
        { given: 'helpOptions', contains: 'Appearance', openSectionId: 'appearance' },
        { given: 'helpOptions', contains: 'Clothes', openSectionId: 'clothes' },
        { default: true, openSectionId: 'summary' },
      ],
    ),
    section(
      'appearance',
      [page('appearanceQuestionsPage', [radio('appearanceAbility', ['Easy', 'Hard'])])],
      [
        // Earlier in the fixed order: never followed, so routing cannot go backwards.
        { given: 'helpOptions', contains: 'Washing', openSectionId: 'washing' },
        { given: 'helpOptions', contains: 'Clothes', openSectionId: 'clothes' },
        { default: true, openSectionId: 'summary' },
      ],
    ),
    section(
      'clothes',
      [
        page(
          'clothesQuestionsPage',
          [
            checkbox('clothesMethods', ['Hand', 'Machine', 'Laundrette']),
            textarea('machineOrLaundretteDetails', {
              existsWhen: { given: 'clothesMethods', oneOf: ['Machine', 'Laundrette'] },
            }),
          ],
          [
            { options: ['Laundrette'], page: 'laundrettePage' },
            // Dangling on purpose: a missing target ends the section.
            { options: ['Hand'], page: 'missingPage' },
            { options: [], page: 'clothesFrequencyPage' },
          ],
        ),
        page(
          'laundrettePage',
          [textarea('laundretteDetails')],
          [{ options: [], page: 'clothesFrequencyPage' }],
        ),
        page('clothesFrequencyPage', [radio('clothesFrequency', ['Daily', 'Weekly'])]),
      ],
      [{ given: 'clothesFrequency', equals: 'Weekly', openSectionId: 'summary' }],
    ),
    section('summary', [page('summaryPage', [textarea('whatSupport', { required: false })])]),
  ],
};

/** Like carerRole: no introduction, no key question, sections chained by default rules. */
export const noIntroductionTopic: Topic = {
  id: 'carerRoleLike',
  title: 'You and your caring role',
  summary: 'About you.',
  sections: [
    section(
      'aboutYou',
      [page('aboutYouPage', [textarea('personalBackground')])],
      [{ default: true, openSectionId: 'support' }],
    ),
    section('support', [page('supportPage', [textarea('otherInfo', { required: false })])]),
  ],
};
