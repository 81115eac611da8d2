import type { FastifyInstance } from 'fastify';
import type { Assessment, FormTypeCode, PersonalDetails } from '@csa/contracts';
import { pathwayFor } from '@csa/questionnaire/content';
import { createTestAssessment } from './create-test-assessment.ts';
import { fillAreaAnswers } from './fill-area-answers.ts';
import { completePersonalDetails } from './form-test-data.ts';
import type { TestSession } from './create-test-session.ts';

/** The areas that make each pathway submittable: one complete area (and, for CARERS, the
 * caring role that pathway requires). */
const areasToFill: Record<FormTypeCode, string[]> = {
  CSA: ['personalHygiene'],
  CARERS: ['carerRole', 'carerManageNutrition'],
};

/** Creates, fills and submits an assessment through the real form calls, as a resident's
 * browser would; returns the submitted assessment. */
export async function submitTestAssessment(
  app: FastifyInstance,
  session: TestSession,
  formTypeCode: FormTypeCode,
  text: (itemId: string) => string = (itemId) => `Answer to ${itemId}`,
  options: {
    /** Personal details to use instead of the defaults, such as the resident's name. */
    personalDetails?: Partial<PersonalDetails>;
    /** Answer 'I need more help than I already have', so the submission has suggestions. */
    needsHelp?: boolean;
  } = {},
): Promise<Assessment> {
  const form = await createTestAssessment(app, session, 'My assessment', formTypeCode);

  const pathway = pathwayFor(formTypeCode);
  const dirtyFields: Record<string, unknown> = {
    personalDetails: { ...completePersonalDetails(formTypeCode), ...options.personalDetails },
  };
  for (const id of areasToFill[formTypeCode]) {
    const topic = pathway.topics.find((candidate) => candidate.id === id);
    if (!topic) throw new Error(`${id} is missing from the ${formTypeCode} content`);
    dirtyFields[id] = {
      answers: fillAreaAnswers(topic, { text, needsHelp: options.needsHelp ?? false }),
      lastStepIndex: 1,
      isComplete: true,
    };
  }
  const saved = await app.inject({
    method: 'PUT',
    url: `/internal/v1/form/${form.id}`,
    headers: session.headers,
    payload: { dirtyFields, version: form.version, lastValidPage: 1 },
  });
  if (saved.statusCode !== 200) throw new Error(`save failed: ${saved.body}`);

  const submitted = await app.inject({
    method: 'POST',
    url: `/internal/v1/form/${form.id}/remoteSubmission`,
    headers: session.headers,
    payload: { formModel: {}, dirtyModel: {}, pdfHtml: '' },
  });
  if (submitted.statusCode !== 200) throw new Error(`submit failed: ${submitted.body}`);
  return submitted.json().data as Assessment;
}
