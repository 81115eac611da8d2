import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { conflictMessage, type Assessment } from '@csa/contracts';
import {
  appWithResident,
  createSubmittableForm,
  deliveryJobsOf,
  testDatabases,
  type TestSession,
} from '../testing/index.ts';

const databases = await testDatabases();

// A submission freezes the answers only if the assessment is still at the version it read; a
// save landing in between makes it read again and retry, five times at most. A trigger that
// skips the freeze of one assessment stands in for a save landing before every try: each try
// then claims nothing while the assessment stays open, as it does when saves keep landing.
describe.each(databases)('a submission whose every freeze is overtaken on $name', (database) => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  let resident: TestSession;

  beforeAll(async () => {
    ({ app, close, resident } = await appWithResident(database));
  });
  afterAll(async () => close?.());

  function submittableForm(): Promise<Assessment> {
    return createSubmittableForm(app, resident, 'Overtaken');
  }

  /** Makes every freeze of `formId` change nothing; on PostgreSQL each try also counts itself
   * in a sequence, which a rolled-back transaction does not undo. */
  async function skipFreezesOf(formId: string): Promise<void> {
    const id = sql.lit(formId);
    if (database.name === 'sqlite') {
      await sql`create trigger skip_freeze before update of submitted_fields on form
        when old.id = ${id} begin select raise(ignore); end`.execute(app.db);
      return;
    }
    await sql`create sequence freeze_tries`.execute(app.db);
    await sql`create function skip_freeze() returns trigger language plpgsql as
      $$ begin perform nextval('freeze_tries'); return null; end $$`.execute(app.db);
    await sql`create trigger skip_freeze before update of submitted_fields on form
      for each row when (old.id = ${id}) execute function skip_freeze()`.execute(app.db);
  }

  it('answers 409 with the conflict message after five tries, leaving the assessment open', async () => {
    const form = await submittableForm();
    await skipFreezesOf(form.id);
    const response = await app.inject({
      method: 'POST',
      url: `/internal/v1/form/${form.id}/remoteSubmission`,
      headers: resident.headers,
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json<{ errors: unknown }>().errors).toEqual([
      { error: conflictMessage, code: 'CONFLICT' },
    ]);
    const stored = await app.db
      .selectFrom('form')
      .select(['status', 'submitted_fields', 'reference'])
      .where('id', '=', form.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: null, submitted_fields: null, reference: null });
    const jobs = await deliveryJobsOf(app.db, form.id);
    expect(jobs).toEqual([]);
    if (database.name === 'postgres') {
      const tries = await sql<{
        last_value: string;
      }>`select last_value from freeze_tries`.execute(app.db);
      expect(Number(tries.rows[0]?.last_value)).toBe(5);
    }
  });
});
