import type { FastifyInstance } from 'fastify';
import type { Assessment } from '@csa/contracts';
import { pathwayFor } from '@csa/questionnaire/content';
import { createTestAssessment } from './create-test-assessment.ts';
import type { TestSession } from './create-test-session.ts';
import { fillAreaAnswers } from './fill-area-answers.ts';
import { completePersonalDetails } from './form-test-data.ts';

const hygiene = pathwayFor('CSA').topics.find((topic) => topic.id === 'personalHygiene');
if (!hygiene) throw new Error('personalHygiene is missing from the CSA content');

/** The CSA personal hygiene area answered in full, every choice ticked: one complete area is
 * what a CSA submission needs. */
export const completeHygiene = {
  answers: fillAreaAnswers(hygiene, { chooseAll: true }),
  lastStepIndex: 5,
  isComplete: true,
};

/** Creates a CSA assessment and saves a complete area and personal details into it through the
 * real form calls, ready to submit but not submitted; returns it as saved. */
export async function createSubmittableForm(
  app: FastifyInstance,
  session: TestSession,
  formName: string,
): Promise<Assessment> {
  const form = await createTestAssessment(app, session, formName);
  const saved = await app.inject({
    method: 'PUT',
    url: `/internal/v1/form/${form.id}`,
    headers: session.headers,
    payload: {
      version: form.version,
      dirtyFields: {
        personalHygiene: completeHygiene,
        personalDetails: completePersonalDetails('CSA'),
      },
    },
  });
  if (saved.statusCode !== 200) throw new Error(`save failed: ${saved.body}`);
  return saved.json<{ data: Assessment }>().data;
}
