import { describe, expect, it } from 'vitest';
import { cannotSubmitMessages, type PersonalDetails } from '@csa/contracts';
import { keyAnswers, loadPathway } from '@csa/questionnaire';
import { overviewProgress, totalPages } from '../overview-progress.ts';
import { readDirtyFields } from '../../../../lib/assessment-queries/read-dirty-fields.ts';

const csa = await loadPathway('CSA');
const carers = await loadPathway('CARERS');

const details: PersonalDetails = {
  firstName: 'Ada',
  lastName: 'Okafor',
  dob: '1950-03-07',
  address: { single_line_address: '1 Colebrooke Street, London, SE15 6JY' },
};
const complete = { answers: { needHelp: keyAnswers.canDo }, lastStepIndex: 1, isComplete: true };
// The caring role has no key question to end it early: complete means every question answered.
const roleAnswers = Object.fromEntries(
  [
    'personalBackground',
    'caringAndSupport',
    'importantAspects',
    'howManyHoursInfo',
    'distressedOrInDangerInfo',
    'difficultyAssistingInfo',
    'healthConditionInfo',
    'continueInfo',
    'concernsAboutFutureInfo',
    'sharingRoleWithOthersInfo',
    'gpAwareInfo',
    'emergencyArrangementsInfo',
  ].map((id) => [id, 'Some words'] as const),
);
const completeRole = {
  answers: {
    ...roleAnswers,
    howManyHours: '1-4',
    ...Object.fromEntries(
      [
        'distressedOrInDanger',
        'difficultyAssisting',
        'healthCondition',
        'continue',
        'concernsAboutFuture',
        'sharingRoleWithOthers',
        'gpAware',
        'emergencyArrangements',
      ].map((id) => [id, 'Yes'] as const),
    ),
  },
  lastStepIndex: 13,
  isComplete: true,
};
const started = { answers: { needHelp: keyAnswers.canDo }, lastStepIndex: 0, isComplete: false };

function progressOf(pathway: typeof csa, fields: Record<string, unknown>) {
  return overviewProgress(pathway, readDirtyFields(JSON.stringify(fields)), pathway.formTypeCode);
}

describe('total pages (spec §9: max(2, completed areas) + 1)', () => {
  it('is 3 until more than two areas are complete', () => {
    expect([0, 1, 2, 3, 5].map(totalPages)).toEqual([3, 3, 3, 4, 6]);
  });

  it('counts completed areas of the assessment', () => {
    const progress = progressOf(csa, {
      personalHygiene: complete,
      toiletNeeds: complete,
      accessWork: complete,
      usingFacilities: started,
    });
    expect(progress.completedAreaCount).toBe(3);
    expect(progress.totalPages).toBe(4);
  });
});

describe('area states', () => {
  it('tells completed, incomplete and not started apart', () => {
    const progress = progressOf(csa, { personalHygiene: complete, toiletNeeds: started });
    const states = Object.fromEntries(
      progress.groups[0]?.areas.map((area) => [area.id, area.status]) ?? [],
    );
    expect(states.personalHygiene).toBe('completed');
    expect(states.toiletNeeds).toBe('incomplete');
    expect(states.accessWork).toBe('not-started');
  });
});

describe('later groups', () => {
  it('stay behind the guard while only the first group has data', () => {
    expect(progressOf(carers, { carerRole: started }).hasLaterData).toBe(false);
    expect(progressOf(csa, { personalHygiene: complete }).hasLaterData).toBe(false);
  });

  it('open by themselves when a later area or personal details hold data', () => {
    expect(progressOf(carers, { carerManageNutrition: started }).hasLaterData).toBe(true);
    expect(progressOf(csa, { personalDetails: { firstName: 'Ada' } }).hasLaterData).toBe(true);
  });
});

describe('Preview and submit', () => {
  it('needs a completed area and personal details (CSA)', () => {
    expect(progressOf(csa, {}).cannotSubmitReason).toBe(
      'You must complete at least one assessment area and provide your personal details before submitting.',
    );
    expect(progressOf(csa, { personalHygiene: complete }).canSubmit).toBe(false);
    expect(progressOf(csa, { personalDetails: details }).canSubmit).toBe(false);
    const ready = progressOf(csa, { personalHygiene: complete, personalDetails: details });
    expect(ready.canSubmit).toBe(true);
    expect(ready.cannotSubmitReason).toBeNull();
  });

  it('does not count personal details that still lack what submission needs', () => {
    const partial = progressOf(csa, {
      personalHygiene: complete,
      personalDetails: { firstName: 'Ada' },
    });
    expect(partial.hasPersonalDetails).toBe(false);
    expect(partial.canSubmit).toBe(false);
  });

  it('needs a completed area in every group, the caring role among them (CARERS)', () => {
    const carersDetails = {
      ...details,
      peopleCaredFor: [{ firstName: 'Sam', lastName: 'Okafor' }],
    };
    const withoutRole = progressOf(carers, {
      carerManageNutrition: complete,
      personalDetails: carersDetails,
    });
    expect(withoutRole.canSubmit).toBe(false);
    expect(withoutRole.cannotSubmitReason).toBe(
      'You must complete at least one assessment area, add your caring role information, and provide your personal details before submitting.',
    );
    expect(withoutRole.cannotSubmitReason).toBe(cannotSubmitMessages.CARERS);
    const ready = progressOf(carers, {
      carerRole: completeRole,
      carerManageNutrition: complete,
      personalDetails: carersDetails,
    });
    expect(ready.canSubmit).toBe(true);
  });

  it('says which of the conditions is not met yet, in the order of the page', () => {
    expect(progressOf(carers, {}).stillToDo).toEqual([
      "Complete 'You and your caring role'",
      "Complete at least one area under 'How caring affects your life'",
      'Add your personal details',
    ]);
    expect(
      progressOf(carers, { carerRole: completeRole, personalDetails: { firstName: 'Ada' } })
        .stillToDo,
    ).toEqual([
      "Complete at least one area under 'How caring affects your life'",
      'Finish your personal details',
    ]);
    expect(
      progressOf(carers, { carerRole: started, carerManageNutrition: complete }).stillToDo,
    ).toEqual(["Complete 'You and your caring role'", 'Add your personal details']);
    expect(progressOf(csa, { personalDetails: details }).stillToDo).toEqual([
      "Complete at least one area under 'Your daily life'",
    ]);
    expect(
      progressOf(csa, { personalHygiene: complete, personalDetails: details }).stillToDo,
    ).toEqual([]);
  });

  it('needs at least one person cared for (CARERS)', () => {
    const progress = progressOf(carers, {
      carerRole: completeRole,
      carerManageNutrition: complete,
      personalDetails: details,
    });
    expect(progress.hasPersonalDetails).toBe(false);
    expect(progress.canSubmit).toBe(false);
  });
});

describe('an area saved complete under older content', () => {
  // The content has since added questions behind the answer given: the stored flag still
  // says complete, but the answers no longer complete the area, and the server refuses it.
  const stale = { answers: { needHelp: keyAnswers.needHelp }, lastStepIndex: 1, isComplete: true };

  it('is shown as incomplete and does not open Preview and submit', () => {
    const progress = progressOf(csa, { personalHygiene: stale, personalDetails: details });
    const hygiene = progress.groups[0]?.areas.find((area) => area.id === 'personalHygiene');
    expect(hygiene?.status).toBe('incomplete');
    expect(progress.completedAreaCount).toBe(0);
    expect(progress.canSubmit).toBe(false);
    expect(progress.stillToDo).toEqual(["Complete at least one area under 'Your daily life'"]);
  });
});
