import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { FormTypeCode } from '@csa/contracts';
import type { Answers, CareActOutcomes } from '@csa/questionnaire';
import { pathwayFor } from '@csa/questionnaire/content';
import {
  appWithResident,
  completePersonalDetails,
  createTestAssessment,
  fillAreaAnswers,
  testDatabases,
  type TestSession,
} from '../testing/index.ts';

const databases = await testDatabases();
const cannot = 'I cannot do this independently';

/** Every section of an area answered, with some answers replaced. */
function areaAnswers(formTypeCode: FormTypeCode, areaId: string, changes: Answers) {
  const topic = pathwayFor(formTypeCode).topics.find((candidate) => candidate.id === areaId);
  if (!topic) throw new Error(`no area ${areaId}`);
  const answers = { ...fillAreaAnswers(topic, { needsHelp: true, chooseAll: true }), ...changes };
  return { answers, lastStepIndex: 1, isComplete: true };
}

describe.each(databases)('the Care Act outcomes stored at submission on $name', (database) => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  let resident: TestSession;

  beforeAll(async () => {
    ({ app, close, resident } = await appWithResident(database));
  });
  afterAll(async () => close?.());

  /** Saves the areas and personal details, submits, and returns the stored outcomes. */
  async function submitWith(
    formTypeCode: FormTypeCode,
    areas: Record<string, ReturnType<typeof areaAnswers>>,
  ): Promise<{ formId: string; stored: CareActOutcomes }> {
    const form = await createTestAssessment(app, resident, 'My assessment', formTypeCode);
    const saved = await app.inject({
      method: 'PUT',
      url: `/internal/v1/form/${form.id}`,
      headers: resident.headers,
      payload: {
        version: form.version,
        dirtyFields: { ...areas, personalDetails: completePersonalDetails(formTypeCode) },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const submitted = await app.inject({
      method: 'POST',
      url: `/internal/v1/form/${form.id}/remoteSubmission`,
      headers: resident.headers,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const row = await app.db
      .selectFrom('form')
      .select('care_act_outcomes')
      .where('id', '=', form.id)
      .executeTakeFirstOrThrow();
    return {
      formId: form.id,
      stored: JSON.parse(row.care_act_outcomes ?? 'null') as CareActOutcomes,
    };
  }

  it('stores both outcomes of a resident unable to dress and unable to wash, reaching the threshold', async () => {
    const { stored } = await submitWith('CSA', {
      appropriatelyClothed: areaAnswers('CSA', 'appropriatelyClothed', { dressUpperBody: cannot }),
      personalHygiene: areaAnswers('CSA', 'personalHygiene', { washYourself: cannot }),
    });
    expect(stored.formTypeCode).toBe('CSA');
    const unmet = stored.outcomes.filter((outcome) => outcome.result === 'appearsUnable');
    expect(unmet.map((outcome) => outcome.areaId)).toEqual([
      'appropriatelyClothed',
      'personalHygiene',
    ]);
    expect(unmet[1]?.evidence).toContainEqual({
      itemId: 'washYourself',
      question: 'How well can you wash yourself all over?',
      answer: cannot,
      shows: 'withoutAssistance',
    });
    expect(stored.unmetCount).toBe(2);
    expect(stored.reachesIndicativeThreshold).toBe(true);
    expect(stored.outcomes.find((outcome) => outcome.areaId === 'toiletNeeds')?.result).toBe(
      'notAnswered',
    );
  });

  it('stores one unmet outcome as not reaching the threshold', async () => {
    const { stored } = await submitWith('CSA', {
      personalHygiene: areaAnswers('CSA', 'personalHygiene', { washYourself: cannot }),
    });
    expect(stored.unmetCount).toBe(1);
    expect(stored.reachesIndicativeThreshold).toBe(false);
  });

  it("stores a carer's health at risk as reaching the carers' threshold", async () => {
    const { stored } = await submitWith('CARERS', {
      carerRole: areaAnswers('CARERS', 'carerRole', { continue: 'No', continueInfo: 'Too tired' }),
      carerManageNutrition: areaAnswers('CARERS', 'carerManageNutrition', {}),
    });
    expect(stored.formTypeCode).toBe('CARERS');
    expect(stored.carerHealthAtRisk?.map((evidence) => evidence.itemId)).toContain('continue');
    expect(stored.reachesIndicativeThreshold).toBe(true);
  });

  it('leaves out an area the resident had not finished, as the submission does', async () => {
    const { stored } = await submitWith('CSA', {
      personalHygiene: areaAnswers('CSA', 'personalHygiene', {}),
      appropriatelyClothed: {
        ...areaAnswers('CSA', 'appropriatelyClothed', { dressUpperBody: cannot }),
        isComplete: false,
      },
    });
    expect(
      stored.outcomes.find((outcome) => outcome.areaId === 'appropriatelyClothed')?.result,
    ).toBe('notAnswered');
    expect(stored.unmetCount).toBe(0);
  });
});
