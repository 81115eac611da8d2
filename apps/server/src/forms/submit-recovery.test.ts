import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import {
  alreadySubmittedMessage,
  closedMessage,
  type Assessment,
  type DirtyFields,
} from '@csa/contracts';
import {
  buildTestApp,
  completeHygiene,
  completePersonalDetails,
  createSubmittableForm,
  createTestSession,
  deliveryJobsOf,
  testDatabases,
  type TestSession,
} from '../testing/index.ts';

// SQLite runs one transaction at a time, so a submission there never meets a write between
// reading the answers and freezing them. On PostgreSQL a second connection holds the row while
// the submission waits, then commits its own write: the submission's recovery path runs every
// time, not only when a random race happens to land there.
const databases = (await testDatabases()).filter((database) => database.name === 'postgres');

describe.runIf(databases.length > 0).each(databases)(
  'a submission or a close meeting a write that committed first on $name',
  (database) => {
    let app: FastifyInstance;
    let close: (() => Promise<void>) | undefined;
    let other: pg.Client;
    let resident: TestSession;

    beforeAll(async () => {
      let databaseEnvironment: Record<string, string>;
      ({ app, close, databaseEnvironment } = await buildTestApp(database, {
        MAX_OPEN_ASSESSMENTS_PER_PATHWAY: '1000',
      }));
      other = new pg.Client({
        connectionString: databaseEnvironment.DATABASE_URL,
        options: `-c search_path=${databaseEnvironment.DATABASE_SCHEMA}`,
      });
      await other.connect();
      resident = await createTestSession(app);
    });
    afterAll(async () => {
      await other?.end();
      await close?.();
    });

    function submittableForm(): Promise<Assessment> {
      return createSubmittableForm(app, resident, 'Recovery');
    }

    /** Calls `action` on the assessment while the other connection holds its row; once the
     * call waits on it, runs `write` there and commits, and returns the call's answer. */
    async function callAround(
      formId: string,
      action: 'remoteSubmission' | 'abandonAssessment',
      write: () => Promise<unknown>,
    ) {
      await other.query('begin');
      await other.query('select id from form where id = $1 for update', [formId]);
      const call = app.inject({
        method: 'POST',
        url: `/internal/v1/form/${formId}/${action}`,
        headers: resident.headers,
        payload: { formModel: {}, dirtyModel: {}, pdfHtml: '' },
      });
      await untilBlockedByOther();
      await write();
      await other.query('commit');
      return call;
    }

    const submitAround = (formId: string, write: () => Promise<unknown>) =>
      callAround(formId, 'remoteSubmission', write);

    /** The other connection's submission of the assessment, as a rival request would write it. */
    const submitElsewhere = (formId: string, reference: string) =>
      other.query(
        `update form set submitted_fields = $2, date_submitted = $3, reference = $4,
           version = version + 1 where id = $1`,
        [formId, JSON.stringify({ personalDetails: {} }), new Date().toISOString(), reference],
      );

    /** Waits until some backend waits on a lock the other connection holds. */
    async function untilBlockedByOther(): Promise<void> {
      const { rows } = await other.query<{ pid: number }>('select pg_backend_pid() as pid');
      const otherPid = rows[0]?.pid;
      for (let poll = 0; poll < 2_000; poll += 1) {
        const blocked = await other.query<{ count: string }>(
          'select count(*) as count from pg_stat_activity where $1 = any(pg_blocking_pids(pid))',
          [otherPid],
        );
        if (Number(blocked.rows[0]?.count) > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error('the submission never reached the held row');
    }

    it('answers with the submission another request made first, and queues no second job', async () => {
      const form = await submittableForm();
      const response = await submitAround(form.id, () => submitElsewhere(form.id, 'CSA-FIRST'));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ data: Assessment }>().data.reference).toBe('CSA-FIRST');
      const jobs = await deliveryJobsOf(app.db, form.id);
      expect(jobs).toHaveLength(0);
    });

    it('freezes the answers of a save that committed first', async () => {
      const form = await submittableForm();
      const saved = {
        personalHygiene: completeHygiene,
        personalDetails: { ...completePersonalDetails('CSA'), firstName: 'Committed' },
      };
      const response = await submitAround(form.id, () =>
        other.query('update form set dirty_fields = $2, version = version + 1 where id = $1', [
          form.id,
          JSON.stringify(saved),
        ]),
      );
      expect(response.statusCode, response.body).toBe(200);
      const submitted = response.json<{ data: Assessment }>().data;
      const frozen = JSON.parse(submitted.submittedFields ?? '{}') as DirtyFields;
      expect(frozen.personalDetails?.firstName).toBe('Committed');
      expect(submitted.reference).toMatch(/^CSA/);
    });

    it('refuses a submission of an assessment closed while it waited, with the closed message', async () => {
      const form = await submittableForm();
      const response = await submitAround(form.id, () =>
        other.query("update form set status = 'ABANDONED', version = version + 1 where id = $1", [
          form.id,
        ]),
      );
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json<{ message: string }>().message).toBe(closedMessage);
      const jobs = await deliveryJobsOf(app.db, form.id);
      expect(jobs).toHaveLength(0);
    });

    it('refuses to close an assessment a submission froze while the close waited, which stands', async () => {
      const form = await submittableForm();
      const response = await callAround(form.id, 'abandonAssessment', () =>
        submitElsewhere(form.id, 'CSA-BEFORE-CLOSE'),
      );
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json<{ message: string }>().message).toBe(alreadySubmittedMessage);
      const stored = await app.db
        .selectFrom('form')
        .select(['status', 'reference'])
        .where('id', '=', form.id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ status: null, reference: 'CSA-BEFORE-CLOSE' });
    });
  },
);
