import { describe, expect, it } from 'vitest';
import { abilityScale, keyAnswers, type Answers, type Pathway } from '../content-schema.ts';
import { carersPathway } from '../content/carers/index.ts';
import { csaPathway } from '../content/csa/index.ts';
import { careActOutcomeRules, conditionsForPractitioner } from './care-act-rules.ts';
import { evaluateCareActOutcomes, type OutcomeResult } from './evaluate-care-act-outcomes.ts';

const cannot = 'I cannot do this independently';
const someDifficulty = abilityScale[2];
const significantDifficulty = abilityScale[3];

/** For each of the 18 outcomes, answers in its area that give each result. */
const outcomeTable: {
  pathway: Pathway;
  area: string;
  unable: Answers;
  difficulty: Answers;
  manages: Answers;
}[] = [
  {
    pathway: csaPathway,
    area: 'accessWork',
    unable: { takePartInRole: cannot },
    difficulty: { takePartInRole: someDifficulty },
    manages: { needHelp: keyAnswers.canDo },
  },
  {
    pathway: csaPathway,
    area: 'appropriatelyClothed',
    unable: { dressUpperBody: cannot },
    difficulty: { dressUpperBody: significantDifficulty },
    manages: { needHelp: keyAnswers.canDo },
  },
  {
    pathway: csaPathway,
    area: 'caringResponsibilities',
    unable: { childSafety: cannot },
    difficulty: { childSafety: someDifficulty },
    manages: { needHelp: keyAnswers.canDo },
  },
  {
    pathway: csaPathway,
    area: 'maintainingHome',
    unable: { clutterWorry: 'Yes' },
    difficulty: { heavyCleaning: someDifficulty },
    manages: { needHelp: keyAnswers.canDo },
  },
  {
    pathway: csaPathway,
    area: 'manageNutrition',
    unable: { missMeals: 'Yes' },
    difficulty: { makeMeal: someDifficulty },
    manages: { needHelp: keyAnswers.canDo },
  },
  {
    pathway: csaPathway,
    area: 'manageRelationships',
    unable: { feelLonely: 'Yes' },
    difficulty: { meetNewPeople: someDifficulty },
    manages: { needHelp: keyAnswers.canDo },
  },
  {
    pathway: csaPathway,
    area: 'toiletNeeds',
    unable: { nightFallWorry: 'Yes' },
    difficulty: { getToToilet: significantDifficulty },
    manages: { needHelp: keyAnswers.canDo },
  },
  {
    pathway: csaPathway,
    area: 'movingSafely',
    unable: { fallsLast6Month: 'Yes, once' },
    difficulty: { moveAroundHome: someDifficulty },
    manages: { needHelp: keyAnswers.canDo },
  },
  {
    pathway: csaPathway,
    area: 'personalHygiene',
    unable: { washYourself: cannot },
    difficulty: { washYourself: someDifficulty },
    manages: { needHelp: keyAnswers.canDo },
  },
  {
    pathway: csaPathway,
    area: 'usingFacilities',
    unable: { travelAbility: cannot },
    difficulty: { travelAbility: someDifficulty },
    manages: { needHelp: keyAnswers.canDo },
  },
  {
    pathway: carersPathway,
    area: 'carerChildCareResponsibilities',
    unable: { impactOnChildCare: 'Yes' },
    difficulty: { needHelp: keyAnswers.needHelp, familyTime: 'Yes' },
    manages: { needHelp: keyAnswers.canDo },
  },
  {
    pathway: carersPathway,
    area: 'carerCaringForMultipleAdults',
    unable: { difficultyWithTasks: 'Yes' },
    difficulty: { needHelp: keyAnswers.needHelp, impactOnLeisure: 'Yes' },
    manages: { needHelp: keyAnswers.canDo },
  },
  {
    pathway: carersPathway,
    area: 'carerMaintainingHome',
    unable: { appropriateHome: 'No' },
    difficulty: { needHelp: keyAnswers.needHelp, difficultyWithHome: 'Yes' },
    manages: { needHelp: keyAnswers.canDo },
  },
  {
    pathway: carersPathway,
    area: 'carerManageNutrition',
    unable: { difficultyWithHealthyEating: 'Yes' },
    difficulty: { needHelp: keyAnswers.needHelp, difficultyShoppingForFood: 'Yes' },
    manages: { needHelp: keyAnswers.canDo },
  },
  {
    pathway: carersPathway,
    area: 'carerManageRelationships',
    unable: { technology: cannot },
    difficulty: { technology: someDifficulty },
    manages: { needHelp: keyAnswers.canDo },
  },
  {
    pathway: carersPathway,
    area: 'carerAccessWork',
    unable: {
      carerRights: 'I need help to talk to my employer or place of study about my caring role',
    },
    difficulty: { needHelp: keyAnswers.needHelp, stayingInWork: 'Yes' },
    manages: { needHelp: keyAnswers.canDo },
  },
  {
    pathway: carersPathway,
    area: 'carerUsingFacilities',
    unable: { leaving: 'No' },
    difficulty: { needHelp: keyAnswers.needHelp, difficultyWithCommunity: 'Yes' },
    manages: { needHelp: keyAnswers.canDo },
  },
  {
    pathway: carersPathway,
    area: 'carerRecreationalActivities',
    unable: { takingBreaks: 'No' },
    difficulty: { needHelp: keyAnswers.needHelp, difficultyWithRecreation: 'Yes' },
    manages: { needHelp: keyAnswers.canDo },
  },
];

function resultOf(pathway: Pathway, area: string, answers: Answers | undefined): OutcomeResult {
  const outcome = evaluateCareActOutcomes(pathway, { [area]: answers }).outcomes.find(
    (candidate) => candidate.areaId === area,
  );
  if (!outcome) throw new Error(`no outcome for ${area}`);
  return outcome.result;
}

describe('evaluateCareActOutcomes, outcome by outcome', () => {
  it('covers the ten adult and eight carer outcomes', () => {
    expect(outcomeTable.filter((row) => row.pathway === csaPathway)).toHaveLength(10);
    expect(outcomeTable.filter((row) => row.pathway === carersPathway)).toHaveLength(8);
    expect(Object.keys(careActOutcomeRules.CSA)).toHaveLength(10);
    expect(Object.keys(careActOutcomeRules.CARERS)).toHaveLength(8);
    for (const pathway of [csaPathway, carersPathway]) {
      const topicIds = pathway.topics.map((topic) => topic.id);
      expect(topicIds).toEqual(
        expect.arrayContaining(Object.keys(careActOutcomeRules[pathway.formTypeCode])),
      );
    }
  });

  it.each(outcomeTable)('$area: each result from its answers', ({ pathway, area, ...rows }) => {
    expect(resultOf(pathway, area, rows.unable)).toBe('appearsUnable');
    expect(resultOf(pathway, area, rows.difficulty)).toBe('managesWithDifficulty');
    expect(resultOf(pathway, area, rows.manages)).toBe('manages');
    expect(resultOf(pathway, area, undefined)).toBe('notAnswered');
    expect(resultOf(pathway, area, {})).toBe('notAnswered');
    expect(resultOf(pathway, area, { needHelp: '', helpOptions: [] })).toBe('notAnswered');
  });

  it('lists every outcome of the pathway in the table order, with its regulation', () => {
    const outcomes = evaluateCareActOutcomes(carersPathway, {}).outcomes;
    expect(outcomes.map((outcome) => outcome.areaId)).toEqual(
      Object.keys(careActOutcomeRules.CARERS),
    );
    expect(outcomes[0]).toEqual({
      areaId: 'carerChildCareResponsibilities',
      regulation: '3(2)(b)(i)',
      outcome: 'Carrying out any caring responsibilities the carer has for a child',
      result: 'notAnswered',
      meanings: [],
      evidence: [],
    });
  });
});

describe('evaluateCareActOutcomes, the meanings of unable', () => {
  it.each([
    ['withoutAssistance', { dressUpperBody: cannot }, 'dressUpperBody', cannot],
    ['takesSignificantlyLonger', { dressingTiring: 'Yes' }, 'dressingTiring', 'Yes'],
    ['endangersHealthOrSafety', { shoesUnsafe: 'Yes' }, 'shoesUnsafe', 'Yes'],
  ] as const)('%s is found from its tagged answer', (meaning, answers, itemId, answer) => {
    const [outcome] = evaluateCareActOutcomes(csaPathway, {
      appropriatelyClothed: answers,
    }).outcomes.filter((candidate) => candidate.areaId === 'appropriatelyClothed');
    expect(outcome?.meanings).toEqual([meaning]);
    expect(outcome?.evidence).toEqual([
      {
        itemId,
        question: expect.stringMatching(/\?$/),
        answer,
        shows: meaning,
      },
    ]);
  });

  it('significantPainDistressAnxiety is found from its tagged answer', () => {
    const outcome = evaluateCareActOutcomes(csaPathway, {
      manageRelationships: { feelLonely: 'Yes', feelUnsafe: 'No' },
    }).outcomes.find((candidate) => candidate.areaId === 'manageRelationships');
    expect(outcome?.meanings).toEqual(['significantPainDistressAnxiety']);
    expect(outcome?.evidence).toEqual([
      {
        itemId: 'feelLonely',
        question: 'Do you often feel lonely?',
        answer: 'Yes',
        shows: 'significantPainDistressAnxiety',
      },
    ]);
  });

  it('lists each meaning once, in the regulation order, with every answer showing it', () => {
    const outcome = evaluateCareActOutcomes(csaPathway, {
      appropriatelyClothed: {
        shoesUnsafe: 'Yes',
        dressingTiring: 'Yes',
        dressUpperBody: cannot,
        dressLowerBody: cannot,
      },
    }).outcomes.find((candidate) => candidate.areaId === 'appropriatelyClothed');
    expect(outcome?.meanings).toEqual([
      'withoutAssistance',
      'endangersHealthOrSafety',
      'takesSignificantlyLonger',
    ]);
    expect(outcome?.evidence.map((evidence) => evidence.itemId)).toEqual([
      'dressUpperBody',
      'dressLowerBody',
      'dressingTiring',
      'shoesUnsafe',
    ]);
  });

  it('finds a tagged answer within a checkbox answer', () => {
    const pathway = structuredClone(csaPathway);
    const helpOptions = pathway.topics
      .find((topic) => topic.id === 'personalHygiene')
      ?.sections[0]?.pages.flatMap((page) => page.items)
      .find((item) => item.id === 'helpOptions');
    if (!helpOptions) throw new Error('no helpOptions');
    helpOptions.careAct = [{ shows: 'withoutAssistance', answers: ['Washing yourself'] }];
    const outcome = evaluateCareActOutcomes(pathway, {
      personalHygiene: { helpOptions: ['Looking after your appearance', 'Washing yourself'] },
    }).outcomes.find((candidate) => candidate.areaId === 'personalHygiene');
    expect(outcome?.result).toBe('appearsUnable');
    expect(outcome?.evidence[0]?.answer).toBe('Washing yourself');
  });

  it('never counts taking longer for carers, whom regulation 3(3) does not give it', () => {
    const pathway = structuredClone(carersPathway);
    const item = pathway.topics
      .find((topic) => topic.id === 'carerManageNutrition')
      ?.sections.flatMap((section) => section.pages.flatMap((page) => page.items))
      .find((candidate) => candidate.id === 'difficultyPreparingFood');
    if (!item) throw new Error('no item');
    item.careAct = [{ shows: 'takesSignificantlyLonger', answers: ['Yes'] }];
    expect(resultOf(pathway, 'carerManageNutrition', { difficultyPreparingFood: 'Yes' })).toBe(
      'manages',
    );
  });

  it('never counts untagged difficulty as unable', () => {
    const answers = Object.fromEntries(
      csaPathway.topics.map((topic) => [
        topic.id,
        Object.fromEntries(
          topic.sections.flatMap((section) =>
            section.pages.flatMap((page) =>
              page.items
                .filter((item) => item.options.includes(significantDifficulty))
                .map((item) => [item.id, significantDifficulty]),
            ),
          ),
        ),
      ]),
    );
    const summary = evaluateCareActOutcomes(csaPathway, answers);
    expect(summary.outcomes.map((outcome) => outcome.result)).toEqual(
      Array(10).fill('managesWithDifficulty'),
    );
    expect(summary.unmetCount).toBe(0);
  });
});

describe('evaluateCareActOutcomes, the whole case', () => {
  it('an adult with one unmet outcome does not reach the indicative threshold', () => {
    const summary = evaluateCareActOutcomes(csaPathway, {
      appropriatelyClothed: { dressUpperBody: cannot },
      personalHygiene: { washYourself: someDifficulty },
    });
    expect(summary.unmetCount).toBe(1);
    expect(summary.threshold).toBe(2);
    expect(summary.reachesIndicativeThreshold).toBe(false);
    expect(summary.carerHealthAtRisk).toBeNull();
    expect(summary.thresholdLine).toBe(
      '1 of 10 outcomes appears unmet. The indicative threshold of regulation 2 (two or more outcomes) is not reached.',
    );
  });

  it('an adult with two unmet outcomes reaches the indicative threshold', () => {
    const summary = evaluateCareActOutcomes(csaPathway, {
      appropriatelyClothed: { dressUpperBody: cannot },
      personalHygiene: { washYourself: cannot },
    });
    expect(summary.formTypeCode).toBe('CSA');
    expect(summary.unmetCount).toBe(2);
    expect(summary.reachesIndicativeThreshold).toBe(true);
    expect(summary.thresholdLine).toBe(
      '2 of 10 outcomes appear unmet. The indicative threshold of regulation 2 (two or more outcomes) is reached.',
    );
    expect(summary.conditionsForPractitioner).toEqual(conditionsForPractitioner.CSA);
  });

  it('a carer with nothing unmet and no risk to health does not reach it', () => {
    const summary = evaluateCareActOutcomes(carersPathway, {
      carerRole: { distressedOrInDanger: 'No', continue: 'Yes' },
      carerUsingFacilities: { leaving: 'Yes' },
    });
    expect(summary.unmetCount).toBe(0);
    expect(summary.threshold).toBe(1);
    expect(summary.carerHealthAtRisk).toEqual([]);
    expect(summary.reachesIndicativeThreshold).toBe(false);
    expect(summary.thresholdLine).toBe(
      "0 of 8 outcomes appear unmet, and no answer suggests a risk to the carer's health. The indicative threshold of regulation 3 (any one outcome, or the carer's health) is not reached.",
    );
  });

  it('a carer with one unmet outcome reaches it', () => {
    const summary = evaluateCareActOutcomes(carersPathway, {
      carerUsingFacilities: { leaving: 'No' },
    });
    expect(summary.unmetCount).toBe(1);
    expect(summary.reachesIndicativeThreshold).toBe(true);
    expect(summary.thresholdLine).toBe(
      "1 of 8 outcomes appears unmet, and no answer suggests a risk to the carer's health. The indicative threshold of regulation 3 (any one outcome, or the carer's health) is reached.",
    );
    expect(summary.conditionsForPractitioner).toEqual(conditionsForPractitioner.CARERS);
  });

  it('a carer whose health appears at risk reaches it with no outcome unmet', () => {
    const summary = evaluateCareActOutcomes(carersPathway, {
      carerRole: { distressedOrInDanger: 'Yes', continue: 'No' },
    });
    expect(summary.unmetCount).toBe(0);
    expect(summary.carerHealthAtRisk).toEqual([
      {
        itemId: 'distressedOrInDanger',
        question: 'Are you, or the person you care for, ever very upset or at risk of harm?',
        answer: 'Yes',
        shows: 'carerHealthAtRisk',
      },
      {
        itemId: 'continue',
        question: 'Do you feel able to carry on caring?',
        answer: 'No',
        shows: 'carerHealthAtRisk',
      },
    ]);
    expect(summary.reachesIndicativeThreshold).toBe(true);
    expect(summary.thresholdLine).toBe(
      "0 of 8 outcomes appear unmet, and answers suggest the carer's health is at risk. The indicative threshold of regulation 3 (any one outcome, or the carer's health) is reached.",
    );
  });

  it('an adult pathway ignores a carer health tag', () => {
    const pathway = structuredClone(csaPathway);
    const item = pathway.topics[0]?.sections
      .flatMap((section) => section.pages.flatMap((page) => page.items))
      .find((candidate) => candidate.id === 'riskOfStopping');
    if (!item) throw new Error('no item');
    item.careAct = [{ shows: 'carerHealthAtRisk', answers: ['Yes'] }];
    const summary = evaluateCareActOutcomes(pathway, { accessWork: { riskOfStopping: 'Yes' } });
    expect(summary.carerHealthAtRisk).toBeNull();
    expect(summary.unmetCount).toBe(0);
  });

  it('never says eligible', () => {
    for (const summary of [
      evaluateCareActOutcomes(csaPathway, {}),
      evaluateCareActOutcomes(carersPathway, { carerRole: { continue: 'No' } }),
    ]) {
      expect(JSON.stringify(summary)).not.toMatch(/eligib/i);
    }
  });
});
