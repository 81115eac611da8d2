import type { FastifyInstance } from 'fastify';
import type { Assessment, FormTypeCode } from '@csa/contracts';
import { pathwayFor } from '@csa/questionnaire/content';
import { fillAreaAnswers } from '../forms/fill-area-answers.ts';
import { completePersonalDetails } from '../forms/form-test-data.ts';
import type { TestSession } from './create-test-session.ts';

/** The smallest submittable assessment of each pathway: the areas it needs, answered. */
const requiredAreas: Record<FormTypeCode, string[]> = {
  CSA: ['personalHygiene'],
  CARERS: ['carerRole', 'carerManageNutrition'],
};

/** Creates and submits an assessment through the resident's own calls, as a resident would,
 * and returns it as submitted (with its reference). */
export async function submitTestAssessment(
  app: FastifyInstance,
  session: TestSession,
  formTypeCode: FormTypeCode,
  name: { firstName: string; lastName: string } = { firstName: 'Ada', lastName: 'Okafor' },
): Promise<Assessment> {
  const created = await app.inject({
    method: 'POST',
    url: '/internal/v1/form',
    headers: session.headers,
    payload: { formTypeCode, formName: 'Mine', pageCount: 3 },
  });
  if (created.statusCode !== 201) throw new Error(`create failed: ${created.body}`);
  const form = created.json<{ data: Assessment }>().data;
  const areas: Record<string, unknown> = {};
  for (const areaId of requiredAreas[formTypeCode]) {
    const topic = pathwayFor(formTypeCode).topics.find((candidate) => candidate.id === areaId);
    if (!topic) throw new Error(`${areaId} is missing from the ${formTypeCode} content`);
    areas[areaId] = {
      answers: fillAreaAnswers(topic, { needsHelp: true, chooseAll: true }),
      lastStepIndex: 10,
      isComplete: true,
    };
  }
  const saved = await app.inject({
    method: 'PUT',
    url: `/internal/v1/form/${form.id}`,
    headers: session.headers,
    payload: {
      version: form.version,
      dirtyFields: {
        ...areas,
        personalDetails: { ...completePersonalDetails(formTypeCode), ...name },
      },
    },
  });
  if (saved.statusCode !== 200) throw new Error(`save failed: ${saved.body}`);
  const submitted = await app.inject({
    method: 'POST',
    url: `/internal/v1/form/${form.id}/remoteSubmission`,
    headers: session.headers,
  });
  if (submitted.statusCode !== 200) throw new Error(`submit failed: ${submitted.body}`);
  return submitted.json<{ data: Assessment }>().data;
}
