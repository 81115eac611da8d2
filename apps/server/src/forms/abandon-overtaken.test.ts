import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { alreadySubmittedMessage } from '@csa/contracts';
import {
  appWithResident,
  createSubmittableForm,
  testDatabases,
  type TestSession,
} from '../testing/index.ts';

const databases = await testDatabases();

// Closing an assessment checks that it is not submitted, closes it only if it is still
// unsubmitted, and reads it again. A trigger that turns the close of one assessment into its
// submission stands in for a submission landing between the check and the close.
describe.each(databases)('a close overtaken by a submission on $name', (database) => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  let resident: TestSession;

  beforeAll(async () => {
    ({ app, close, resident } = await appWithResident(database));
  });
  afterAll(async () => close?.());

  /** Makes the close of `formId` submit it instead, as a submission just before it would. */
  async function submitInsteadOfClosing(formId: string): Promise<void> {
    const id = sql.lit(formId);
    if (database.name === 'sqlite') {
      await sql`create trigger submit_instead before update of status on form
        when old.id = ${id} and new.status = 'ABANDONED' begin
          update form set submitted_fields = '{}', date_submitted = '2026-11-23T20:00:00.000Z',
            reference = 'CSA-RACE', version = old.version + 1 where id = old.id;
          select raise(ignore);
        end`.execute(app.db);
      return;
    }
    await sql`create function submit_instead() returns trigger language plpgsql as $$ begin
      new.status := old.status;
      new.submitted_fields := '{}';
      new.date_submitted := '2026-11-23T20:00:00.000Z';
      new.reference := 'CSA-RACE';
      return new;
    end $$`.execute(app.db);
    await sql`create trigger submit_instead before update of status on form for each row
      when (old.id = ${id} and new.status = 'ABANDONED')
      execute function submit_instead()`.execute(app.db);
  }

  it('answers 409 already submitted, and the submission stands', async () => {
    const form = await createSubmittableForm(app, resident, 'Overtaken close');
    await submitInsteadOfClosing(form.id);
    const response = await app.inject({
      method: 'POST',
      url: `/internal/v1/form/${form.id}/abandonAssessment`,
      headers: resident.headers,
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json<{ errors: unknown }>().errors).toEqual([
      { error: alreadySubmittedMessage, code: 'ALREADY_SUBMITTED' },
    ]);
    const stored = await app.db
      .selectFrom('form')
      .select(['status', 'submitted_fields', 'reference'])
      .where('id', '=', form.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: null, submitted_fields: '{}', reference: 'CSA-RACE' });
  });
});
