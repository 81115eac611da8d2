import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Assessment } from '@csa/contracts';
import { pathwayFor } from '@csa/questionnaire/content';
import {
  appWithResident,
  submitTestAssessment,
  createTestAssessment,
  testDatabases,
  type TestSession,
} from '../testing/index.ts';
import { dropOffSteps, measures, timeToSubmitBuckets } from './performance-measures.ts';

const databases = await testDatabases();

/** Values no count could hold by chance: if one turns up in a count row, it came from the
 * resident. */
const distinctive = {
  firstName: 'Quillonbeth',
  lastName: 'Vantrevorra',
  preferredName: 'Zephyrine',
  email: 'quillonbeth.vantrevorra@example.test',
  phone: '07700 900123',
  address: '17 Wyvernwick Mews, London, SE15 9ZZ',
  answer: 'Marmaladewyrm-answer',
  formName: 'Oxbowquartz assessment',
};

describe.each(databases)('the performance counts and satisfaction answers on $name', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let resident: TestSession;

  beforeAll(async () => {
    ({ app, close, resident } = await appWithResident(database));
  });
  afterAll(async () => close());

  it('hold no name, contact, address, answer, assessment id or account after journeys that used distinctive values in every field', async () => {
    const forms: Assessment[] = [];
    for (const formTypeCode of ['CSA', 'CARERS'] as const) {
      forms.push(
        await submitTestAssessment(
          app,
          resident,
          formTypeCode,
          (itemId) => `${distinctive.answer} ${itemId}`,
          {
            needsHelp: true,
            personalDetails: {
              firstName: distinctive.firstName,
              lastName: distinctive.lastName,
              preferredName: distinctive.preferredName,
              email: distinctive.email,
              phone: distinctive.phone,
              address: { single_line_address: distinctive.address, postcode: 'SE15 9ZZ' },
            },
          },
        ),
      );
    }
    for (const form of forms) {
      const rated = await app.inject({
        method: 'POST',
        url: `/internal/v1/form/${form.id}/satisfaction`,
        headers: resident.headers,
        payload: { rating: 'satisfied' },
      });
      expect(rated.statusCode, rated.body).toBe(204);
    }
    const closed = await createTestAssessment(app, resident, distinctive.formName);
    await app.inject({
      method: 'POST',
      url: `/internal/v1/form/${closed.id}/abandonAssessment`,
      headers: resident.headers,
    });
    forms.push(closed);

    const rows = await app.db.selectFrom('performance_count').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    const satisfaction = await app.db.selectFrom('performance_satisfaction').selectAll().execute();
    expect(satisfaction).toHaveLength(2);
    const text = JSON.stringify([rows, satisfaction]).toLowerCase();
    const owner = await app.db
      .selectFrom('app_user')
      .select(['id', 'login_email'])
      .where('id', '=', resident.userId)
      .executeTakeFirstOrThrow();
    const personal = [
      ...Object.values(distinctive),
      ...forms.flatMap((form) => [form.id, form.reference ?? form.id]),
      owner.id,
      owner.login_email ?? owner.id,
    ];
    for (const value of personal) expect(text).not.toContain(value.toLowerCase());

    // Every value is one of a closed set: nothing free-form can reach these rows.
    const areaIds = new Set(
      (['CSA', 'CARERS'] as const).flatMap((code) =>
        pathwayFor(code).topics.map((topic) => topic.id),
      ),
    );
    const subjects = new Set<string>([
      '',
      'online',
      'open',
      'closed',
      ...areaIds,
      ...Object.values(dropOffSteps),
      ...timeToSubmitBuckets.map((bucket) => bucket.subject),
    ]);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(
        ['count', 'day', 'form_type_code', 'measure', 'subject'].sort(),
      );
      expect(row.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(['CSA', 'CARERS']).toContain(row.form_type_code);
      expect(Object.values(measures)).toContain(row.measure);
      expect(subjects.has(row.subject), row.subject).toBe(true);
    }
    // The journeys ended, so nothing is kept against any assessment.
    expect(await app.db.selectFrom('performance_journey_step').selectAll().execute()).toEqual([]);
  });
});
