import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Answers } from '@csa/questionnaire';
import { pathwayFor } from '@csa/questionnaire/content';
import { extractPdfText } from '../testing/extract-pdf-text.ts';
import {
  buildTestApp,
  completePersonalDetails,
  createTestAssessment,
  createTestSession,
  fillAreaAnswers,
  testDatabases,
  type TestSession,
} from '../testing/index.ts';

const databases = await testDatabases();
const cannot = 'I cannot do this independently';

/** The first PDF in a file starts a worker thread and loads fonts. */
const timeout = 60_000;

function areaAnswers(areaId: string, changes: Answers) {
  const topic = pathwayFor('CSA').topics.find((candidate) => candidate.id === areaId);
  if (!topic) throw new Error(`no area ${areaId}`);
  return {
    answers: { ...fillAreaAnswers(topic, { needsHelp: true, chooseAll: true }), ...changes },
    lastStepIndex: 1,
    isComplete: true,
  };
}

/** Text without spaces: the PDF breaks long lines where a space was. */
const squash = (text: string) => text.replace(/\s+/g, '');

/** The level-1 headings (H2 in the PDF's tags) in reading order. */
async function headingsOf(pdf: Buffer): Promise<string[]> {
  const { structure } = await extractPdfText(pdf);
  return structure.filter(({ path }) => path.endsWith('/H2')).map(({ text }) => text);
}

describe.each(databases)(
  'who each PDF of a submission is for, on $name',
  { timeout },
  (database) => {
    let app: FastifyInstance;
    let close: () => Promise<void>;
    let resident: TestSession;
    let customerServices: TestSession;

    beforeAll(async () => {
      ({ app, close } = await buildTestApp(database, { RATE_LIMIT_PER_MINUTE: '100000' }));
      resident = await createTestSession(app, { name: 'Resident' });
      customerServices = await createTestSession(app, {
        name: 'Cara Services',
        roleNames: ['customer-services'],
        hasSecondFactor: true,
      });
    });
    afterAll(async () => close());

    /** A resident unable to dress and unable to wash, submitted through the real calls. */
    async function submitUnableToDressAndWash(): Promise<string> {
      const form = await createTestAssessment(app, resident, 'My assessment', 'CSA');
      const saved = await app.inject({
        method: 'PUT',
        url: `/internal/v1/form/${form.id}`,
        headers: resident.headers,
        payload: {
          version: form.version,
          dirtyFields: {
            appropriatelyClothed: areaAnswers('appropriatelyClothed', { dressUpperBody: cannot }),
            personalHygiene: areaAnswers('personalHygiene', { washYourself: cannot }),
            personalDetails: completePersonalDetails('CSA'),
          },
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const submitted = await app.inject({
        method: 'POST',
        url: `/internal/v1/form/${form.id}/remoteSubmission`,
        headers: resident.headers,
      });
      expect(submitted.statusCode, submitted.body).toBe(200);
      return form.id;
    }

    const councilCopy = async (formId: string) => {
      const response = await app.inject({
        url: `/internal/v1/staff/submissions/${formId}/pdf`,
        headers: customerServices.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.rawPayload;
    };
    const residentCopy = async (formId: string) => {
      const response = await app.inject({
        url: `/internal/v1/form/${formId}/pdf`,
        headers: resident.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.rawPayload;
    };

    it("opens the council's copy with the Care Act outcomes stored at submission, never recomputed", async () => {
      const formId = await submitUnableToDressAndWash();
      // Stored with the case: what the PDF shows must come from here, not from today's rules.
      const row = await app.db
        .selectFrom('form')
        .select('care_act_outcomes')
        .where('id', '=', formId)
        .executeTakeFirstOrThrow();
      const stored = JSON.parse(row.care_act_outcomes ?? 'null') as { thresholdLine: string };
      expect(stored.thresholdLine).toMatch(/^2 of 10 outcomes appear unmet\..* is reached\.$/);
      await app.db
        .updateTable('form')
        .set({
          care_act_outcomes: JSON.stringify({
            ...stored,
            thresholdLine: 'The line kept on the day.',
          }),
        })
        .where('id', '=', formId)
        .execute();

      const pdf = await councilCopy(formId);
      expect((await headingsOf(pdf))[0]).toBe('Care Act outcomes (indicative)');
      const text = (await extractPdfText(pdf)).structureTexts.join('\n');
      expect(text).toContain('The line kept on the day.');
      expect(text).toContain('Being appropriately clothed (regulation 2(2)(d))');
      expect(text).toContain('Maintaining personal hygiene (regulation 2(2)(b))');
      expect(text.match(/Appears unable to achieve/g)).toHaveLength(2);
      expect(text).toContain('Unable without assistance');
      expect(text).toContain(cannot);
      expect(text).toContain('a practitioner decides');
      expect(squash(text)).toContain(squash("significant impact on the adult's wellbeing"));
      expect(text).not.toMatch(/\beligible\b/i);
    });

    it("gives the resident what they told us and what happens next, with no eligibility wording, after the council's copy is stored", async () => {
      const formId = await submitUnableToDressAndWash();
      await councilCopy(formId);

      const pdf = await residentCopy(formId);
      const headings = await headingsOf(pdf);
      expect(headings.slice(0, 2)).toEqual(['What you told us', 'What happens next']);
      const text = (await extractPdfText(pdf)).structureTexts.join('\n');
      expect(text).toContain('You told us you cannot manage these without help');
      expect(text).toContain('Getting dressed and choosing what clothes to wear');
      expect(text).toContain('Your personal hygiene and appearance');
      expect(squash(text)).toContain(squash('They will look at your answers and contact you'));
      expect(text).not.toMatch(/eligib|threshold|unmet|indicative|Care Act|regulation/i);
    });
  },
);
