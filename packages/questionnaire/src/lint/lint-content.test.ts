import { describe, expect, it } from 'vitest';
import { lintPathway, lintPathways } from './lint-content.ts';
import { cleanPathway, itemOf, pageOf, sectionOf, topicOf } from './lint-test-fixtures.ts';
import type { Pathway, Topic } from '../content-schema.ts';

/** Breaks a fresh clean pathway and returns the linter's problems. */
function problemsAfter(breakIt: (pathway: Pathway, hygiene: Topic) => void): string[] {
  const pathway = cleanPathway();
  breakIt(pathway, topicOf(pathway, 'hygiene'));
  return lintPathway(pathway);
}

describe('lintPathway on clean content', () => {
  it('finds nothing', () => {
    expect(lintPathway(cleanPathway())).toEqual([]);
  });

  it('prefixes problems with the form type when linting several pathways', () => {
    const broken = cleanPathway();
    broken.groups.push({ title: 'Ghosts', topicIds: ['ghost'] });
    expect(lintPathways([cleanPathway(), broken])).toEqual([
      'CSA group "Ghosts": topic ghost does not exist',
    ]);
  });
});

describe('lintPathway structure', () => {
  it('reports schema problems', () => {
    const problems = lintPathway({ formTypeCode: 'XYZ', groups: [], topics: [] });
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => problem.startsWith('schema: '))).toBe(true);
    expect(problems.join('\n')).toContain('formTypeCode');
  });

  it('reports a group naming a missing topic', () => {
    expect(problemsAfter((p) => p.groups[0]!.topicIds.push('ghost'))).toContain(
      'group "Looking after yourself": topic ghost does not exist',
    );
  });

  it('reports a topic in no group and in two groups', () => {
    expect(problemsAfter((p) => (p.groups[1]!.topicIds = ['hygiene']))).toEqual([
      'hygiene: is in 2 groups, needs to be in exactly 1',
      'carerRoleLike: is in 0 groups, needs to be in exactly 1',
    ]);
  });

  it('reports duplicate topic ids', () => {
    const problems = problemsAfter((p) => p.topics.push(structuredClone(topicOf(p, 'hygiene'))));
    expect(problems).toContain('hygiene: topic id is used more than once');
  });

  it('reports duplicate section, page and item ids within a topic', () => {
    expect(problemsAfter((_, t) => (sectionOf(t, 'appearance').id = 'washing'))).toContain(
      'hygiene: section id washing is used more than once',
    );
    expect(problemsAfter((_, t) => (pageOf(t, 'summaryPage').id = 'helpPage'))).toContain(
      'hygiene: page id helpPage is used more than once',
    );
    expect(problemsAfter((_, t) => (itemOf(t, 'whatSupport').id = 'washingHelp'))).toContain(
      'hygiene: item id washingHelp is used more than once',
    );
  });
});

describe('lintPathway routing', () => {
  it('reports a nextPage target missing from the section', () => {
    expect(
      problemsAfter((_, t) =>
        pageOf(t, 'laundrettePage').nextPage.push({ options: [], page: 'summaryPage' }),
      ),
    ).toContain(
      'hygiene/clothes/laundrettePage: nextPage summaryPage is not a page of section clothes',
    );
  });

  it('reports a nextPage that goes back', () => {
    expect(
      problemsAfter(
        (_, t) => (pageOf(t, 'laundrettePage').nextPage[0]!.page = 'clothesQuestionsPage'),
      ),
    ).toContain(
      'hygiene/clothes/laundrettePage: nextPage clothesQuestionsPage does not come after this page',
    );
  });

  it('reports a nextPage option that no choice on the page offers', () => {
    expect(
      problemsAfter((_, t) => (pageOf(t, 'washingQuestionsPage').nextPage[0]!.options = ['Maybe'])),
    ).toContain(
      'hygiene/washing/washingQuestionsPage: nextPage option "Maybe" is not an option on this page',
    );
  });

  it('reports a nextSection target that is missing or not later', () => {
    const missing = problemsAfter(
      (_, t) => (sectionOf(t, 'washing').nextSection[0]!.openSectionId = 'ghost'),
    );
    expect(missing).toContain('hygiene/washing: nextSection opens ghost, which does not exist');
    const backwards = problemsAfter(
      (_, t) => (sectionOf(t, 'washing').nextSection[0]!.openSectionId = 'introduction'),
    );
    expect(backwards).toContain(
      'hygiene/washing: nextSection opens introduction, which is not later',
    );
  });

  it('reports a nextSection given that is missing, not a choice, or a value that is not an option', () => {
    const rules = (t: Topic) => sectionOf(t, 'introduction').nextSection;
    expect(
      problemsAfter(
        (_, t) => (rules(t)[0] = { given: 'ghost', contains: 'Washing', openSectionId: 'washing' }),
      ),
    ).toContain('hygiene/introduction: nextSection given ghost is not an item of this topic');
    expect(
      problemsAfter(
        (_, t) => (rules(t)[0] = { given: 'washingHelp', contains: 'x', openSectionId: 'washing' }),
      ),
    ).toContain('hygiene/introduction: nextSection given washingHelp must be a radio or checkbox');
    expect(
      problemsAfter(
        (_, t) =>
          (rules(t)[0] = { given: 'helpOptions', contains: 'Cooking', openSectionId: 'washing' }),
      ),
    ).toContain(
      'hygiene/introduction: nextSection value "Cooking" is not an option of helpOptions',
    );
    expect(
      problemsAfter(
        (_, t) =>
          (rules(t)[0] = { given: 'helpOptions', equals: 'Washing', openSectionId: 'washing' }),
      ),
    ).toContain(
      'hygiene/introduction: nextSection equals needs a radio; use contains for helpOptions',
    );
  });

  it('reports a rule after a default rule', () => {
    expect(
      problemsAfter((_, t) =>
        sectionOf(t, 'washing').nextSection.unshift({ default: true, openSectionId: 'summary' }),
      ),
    ).toContain('hygiene/washing: nextSection rule to appearance follows a default rule');
  });

  it('reports a section no answers reach', () => {
    const problems = problemsAfter((_, t) => {
      for (const section of t.sections) {
        section.nextSection = section.nextSection.filter(
          (rule) => rule.openSectionId !== 'appearance',
        );
      }
    });
    expect(problems).toEqual([
      'hygiene/appearance: is not reached even with the need-help answer and every box ticked',
    ]);
  });
});

describe('lintPathway items', () => {
  it('reports an unknown item type', () => {
    expect(problemsAfter((_, t) => (itemOf(t, 'washingHelp').type = 'slider'))).toContain(
      'hygiene/washing/washingHelpPage/washingHelp: type "slider" is not a known item type',
    );
  });

  it('reports a choice with fewer than 2 options or a repeated option', () => {
    expect(problemsAfter((_, t) => (itemOf(t, 'appearanceAbility').options = ['Easy']))).toContain(
      'hygiene/appearance/appearanceQuestionsPage/appearanceAbility: radio needs at least 2 options',
    );
    expect(
      problemsAfter((_, t) => (itemOf(t, 'appearanceAbility').options = ['Easy', 'Easy'])),
    ).toContain(
      'hygiene/appearance/appearanceQuestionsPage/appearanceAbility: option "Easy" is listed twice',
    );
  });

  it('reports options on a textarea and a fourth suggestions option', () => {
    expect(problemsAfter((_, t) => (itemOf(t, 'washingHelp').options = ['x']))).toEqual([
      'hygiene/washing/washingHelpPage/washingHelp: textarea takes no options',
    ]);
    expect(problemsAfter((_, t) => itemOf(t, 'helpSuggestions').options.push('extra'))).toEqual([
      'hygiene/introduction/helpPage/helpSuggestions: suggestions takes exactly 3 options',
    ]);
  });

  it('reports a video without a transcript', () => {
    expect(problemsAfter((_, t) => delete itemOf(t, 'introVideo').transcript)).toEqual([
      'hygiene/introduction/introVideoPage/introVideo: video needs a transcript',
    ]);
  });

  it('reports suggestion options that are not [category, group, this topic]', () => {
    const problems = problemsAfter(
      (_, t) => (itemOf(t, 'helpSuggestions').options = ['Cats', '', 'other']),
    );
    const at = 'hygiene/introduction/helpPage/helpSuggestions: ';
    expect(problems).toEqual([
      `${at}suggestions category "Cats" is not a link category`,
      `${at}suggestions needs a group as its second option`,
      `${at}suggestions third option must be the topic id hygiene`,
    ]);
  });

  it('reports existsWhen on a missing, later or non-choice item, or with a value not offered', () => {
    const at = 'hygiene/washing/washingQuestionsPage/bathDetails: existsWhen ';
    const rule =
      (given: string, contains = 'Yes') =>
      (t: Topic) =>
        (itemOf(t, 'bathDetails').existsWhen = { given, contains });
    expect(problemsAfter((_, t) => rule('ghost')(t))).toContain(
      `${at}given ghost is not an item of this topic`,
    );
    expect(problemsAfter((_, t) => rule('reachAllBody')(t))).toContain(
      `${at}given reachAllBody must come before this item`,
    );
    expect(problemsAfter((_, t) => rule('introVideo')(t))).toContain(
      `${at}given introVideo must be a radio or checkbox`,
    );
    expect(problemsAfter((_, t) => rule('useBathShower', 'Sometimes')(t))).toContain(
      `${at}value "Sometimes" is not an option of useBathShower`,
    );
    expect(
      problemsAfter(
        (_, t) =>
          (itemOf(t, 'bathDetails').existsWhen = {
            given: 'useBathShower',
            oneOf: ['Yes', 'Perhaps'],
          }),
      ),
    ).toContain(`${at}value "Perhaps" is not an option of useBathShower`);
  });
});

describe('lintPathway required flags (questionnaire.md §5)', () => {
  const flip = (itemId: string) => (_: Pathway, t: Topic) => {
    const item = itemOf(t, itemId);
    item.required = !item.required;
  };
  const cases: [string, string][] = [
    ['introVideo', 'optional'],
    ['helpSuggestions', 'optional'],
    ['needHelp', 'required'],
    ['helpOptions', 'required'],
    ['washingInfoWantTodo', 'required'],
    ['washingInfoDontWantToHappen', 'optional'],
    ['whatSupport', 'optional'],
    ['otherInfo', 'optional'],
    ['personalBackground', 'required'],
    ['bathDetails', 'required'],
  ];
  it.each(cases)('reports %s when it is not %s', (itemId, word) => {
    const pathway = cleanPathway();
    const topic = pathway.topics.find((t) =>
      t.sections.some((s) => s.pages.some((p) => p.items.some((i) => i.id === itemId))),
    )!;
    flip(itemId)(pathway, topic);
    expect(lintPathway(pathway)).toEqual([
      expect.stringMatching(new RegExp(`/${itemId}: must be ${word} \\(questionnaire\\.md §5\\)$`)),
    ]);
  });

  it('accepts info names spelt without "Info" and leaves unnamed unconditional textareas open', () => {
    expect(
      problemsAfter((_, t) => (itemOf(t, 'washingInfoWantTodo').id = 'washingWantTodo')),
    ).toEqual([]);
    expect(problemsAfter((_, t) => (itemOf(t, 'washingHelp').required = false))).toEqual([]);
  });
});

describe('lintPathway against questionnaire.md §2 and §4', () => {
  it('reports a later section that does not start with a video page', () => {
    expect(
      problemsAfter((_, t) => {
        const appearance = sectionOf(t, 'appearance');
        appearance.pages = appearance.pages.slice(1);
      }),
    ).toContain('hygiene/appearance: a later section must start with a video page');
  });

  it('reports an introduction without the default rule its other sections have', () => {
    expect(
      problemsAfter((_, t) => {
        const introduction = sectionOf(t, 'introduction');
        introduction.nextSection = introduction.nextSection.filter((rule) => !('default' in rule));
      }),
    ).toContain(
      'hygiene/introduction: needs a default rule opening summary like its other sections',
    );
  });

  it("reports a details box on 'No' of a Yes/No question", () => {
    expect(
      problemsAfter((_, t) => {
        itemOf(t, 'bathDetails').existsWhen = { given: 'useBathShower', contains: 'No' };
      }),
    ).toContain(
      "hygiene/washing/washingQuestionsPage/bathDetails: details box appears on 'No' of useBathShower; the spec shows details on 'Yes'",
    );
  });
});

describe('lintPathway page titles', () => {
  it('reports a question page titled like its section or its topic, whatever the case', () => {
    const problems = problemsAfter((_, t) => {
      pageOf(t, 'washingQuestionsPage').title = sectionOf(t, 'washing').title;
      pageOf(t, 'clothesQuestionsPage').title = ` ${t.title.toUpperCase()} `;
    });
    expect(problems).toContain(
      "hygiene/washing/washingQuestionsPage: a question page needs a title of its own, not its section's or topic's ('washing')",
    );
    expect(problems).toContain(
      "hygiene/clothes/clothesQuestionsPage: a question page needs a title of its own, not its section's or topic's (' YOUR PERSONAL HYGIENE ')",
    );
  });

  it('leaves a video page titled like its section alone', () => {
    expect(
      problemsAfter((_, t) => {
        const videoPage = sectionOf(t, 'washing').pages[0];
        if (videoPage) videoPage.title = sectionOf(t, 'washing').title;
      }),
    ).toEqual([]);
  });
});
