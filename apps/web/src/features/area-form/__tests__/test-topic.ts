import { keyAnswers, type Item, type Pathway, type Topic } from '@csa/questionnaire';

/** A small area shaped like the real ones: introduction (video page, help page with the key
 * radio, suggestions and the help checklist), two sections, a follow-up textarea and an
 * info page. */

function item(id: string, type: string, options: string[], extra: Partial<Item> = {}): Item {
  return { id, title: `Question ${id}`, type, options, required: false, ...extra };
}

export const washingOption = 'Washing yourself';
export const appearanceOption = 'Looking after your appearance';

export const testTopic: Topic = {
  id: 'personalHygiene',
  title: 'Your personal hygiene and appearance',
  summary: 'Washing and looking after yourself.',
  sections: [
    {
      id: 'introduction',
      title: 'Introduction',
      nextSection: [
        { given: 'helpOptions', contains: washingOption, openSectionId: 'washing' },
        { given: 'helpOptions', contains: appearanceOption, openSectionId: 'appearance' },
      ],
      pages: [
        {
          id: 'videoPage',
          title: 'About this area',
          items: [
            item('introductionVideo', 'spotlightr', [], {
              title: 'Watch a short video',
              transcript: 'Hello. This part is about keeping clean.',
            }),
          ],
          nextPage: [{ options: [], page: 'helpPage' }],
        },
        {
          id: 'helpPage',
          title: 'Do you need more help with this?',
          items: [
            item('needHelp', 'radio', [keyAnswers.canDo, keyAnswers.needHelp], {
              title: 'How do you manage today?',
              required: true,
              guidanceText: 'Choose the answer that fits you best today.',
            }),
            item('suggestions', 'suggestions', ['Aids and equipment', 'help', 'personalHygiene'], {
              title: 'Things that may help',
              existsWhen: { given: 'needHelp', contains: keyAnswers.needHelp },
            }),
            item('helpOptions', 'checkbox', [washingOption, appearanceOption], {
              title: 'Which parts do you need help with?',
              required: true,
              existsWhen: { given: 'needHelp', contains: keyAnswers.needHelp },
            }),
          ],
          nextPage: [],
        },
      ],
    },
    {
      id: 'washing',
      title: 'Washing yourself',
      nextSection: [
        { given: 'helpOptions', contains: appearanceOption, openSectionId: 'appearance' },
      ],
      pages: [
        {
          id: 'washingPage',
          title: 'Having a wash',
          items: [
            item('useBathShower', 'radio', ['Yes', 'No'], {
              title: 'Can you use your bath or shower?',
              required: true,
            }),
            item('useBathShowerDetails', 'textarea', [], {
              title: 'Tell us what makes it hard',
              required: true,
              existsWhen: { given: 'useBathShower', contains: 'No' },
            }),
          ],
          nextPage: [{ options: [], page: 'washingInfoPage' }],
        },
        {
          id: 'washingInfoPage',
          title: 'Tell us what is and is not working for you in this area',
          items: [
            item('washingInfoWantTodo', 'textarea', [], {
              title: 'What would you like to be able to do?',
              required: true,
              guidanceText: 'Tell us in your own words.',
            }),
            item('washingInfoDontWantToHappen', 'textarea', [], {
              title: 'Is there anything you do not want to happen?',
            }),
          ],
          nextPage: [],
        },
      ],
    },
    {
      id: 'appearance',
      title: 'Looking after your appearance',
      nextSection: [],
      pages: [
        {
          id: 'appearancePage',
          title: 'Your appearance',
          items: [item('cleanTeeth', 'radio', ['Yes', 'No'], { required: true })],
          nextPage: [],
        },
      ],
    },
  ],
};

/** A pathway of the test area alone, for what counts the areas complete. */
export const testPathway: Pathway = {
  formTypeCode: 'CSA',
  groups: [{ title: 'Looking after yourself', topicIds: [testTopic.id] }],
  topics: [testTopic],
};
