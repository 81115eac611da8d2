import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { signUpForTest, testEnvironment } from '../accounts/account-test-helpers.ts';
import { hashToken } from '../accounts/session-tokens.ts';
import { buildTestApp, testDatabases } from '../testing/index.ts';

const databases = await testDatabases();

const minute = 60_000;
const limits = { SESSION_ABSOLUTE_HOURS: '3', SESSION_IDLE_MINUTES: '45' };

// A resident's read and save of an assessment check the session as every signed-in call does.
// Each reads the session along with the assessment in one query (decision 0060), so each of
// authenticate's checks is tested again here, through both calls, on both databases.
const cases = databases.flatMap((database) =>
  (['reading', 'saving'] as const).map((call) => ({ call, database, databaseName: database.name })),
);

describe.each(cases)(
  '$call an assessment checks the session on $databaseName',
  ({ call, database }) => {
    let app: FastifyInstance;
    let close: (() => Promise<void>) | undefined;
    let clock = new Date();

    beforeAll(async () => {
      ({ app, close } = await buildTestApp(
        database,
        { ...testEnvironment, ...limits, MAX_OPEN_ASSESSMENTS_PER_PATHWAY: '1000' },
        undefined,
        { sessionNow: () => clock },
      ));
    });
    afterAll(async () => close?.());

    async function residentWithAssessment() {
      clock = new Date();
      const resident = await signUpForTest(app);
      const created = await app.inject({
        method: 'POST',
        url: '/internal/v1/form',
        headers: resident.headers,
        payload: { formTypeCode: 'CSA', formName: 'Mine', pageCount: 3 },
      });
      expect(created.statusCode).toBe(201);
      return { ...resident, formId: created.json<{ data: { id: string } }>().data.id };
    }

    /** The version each assessment is at, for the next save (a save answers with the new one). */
    const versions = new Map<string, number>();

    async function read(formId: string, headers: Record<string, string> = {}) {
      if (call === 'reading') {
        return app.inject({ method: 'GET', url: `/internal/v1/form/${formId}`, headers });
      }
      const response = await app.inject({
        method: 'PUT',
        url: `/internal/v1/form/${formId}`,
        headers,
        payload: { version: versions.get(formId) ?? 1, dirtyFields: {} },
      });
      if (response.statusCode === 200) versions.set(formId, response.json().data.version);
      return response;
    }

    it('gives the owner their assessment and touches the session when a minute has passed', async () => {
      const resident = await residentWithAssessment();
      const start = clock.getTime();
      clock = new Date(start + 2 * minute);
      const response = await read(resident.formId, resident.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ data: { id: resident.formId, formName: 'Mine' } });
      const session = await app.db
        .selectFrom('app_session')
        .select('last_seen_at')
        .where('id', '=', hashToken(resident.token))
        .executeTakeFirstOrThrow();
      expect(Date.parse(session.last_seen_at)).toBe(start + 2 * minute);
    });

    it("answers 404 for another resident's assessment and for one that does not exist", async () => {
      const owner = await residentWithAssessment();
      const other = await residentWithAssessment();
      const theirs = await read(owner.formId, other.headers);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.body).not.toContain('Mine');
      expect((await read('00000000-0000-4000-8000-000000000000', other.headers)).statusCode).toBe(
        404,
      );
    });

    it('refuses without a token, with a token that is not a session, and after sign-out', async () => {
      const resident = await residentWithAssessment();
      const none = await read(resident.formId);
      expect(none.statusCode).toBe(401);
      expect(none.json().message).toBe('Token is required');
      const forged = await read(resident.formId, { authorization: 'Bearer not-a-session' });
      expect(forged.statusCode).toBe(401);
      const signedOut = await app.inject({
        method: 'POST',
        url: '/auth/logout',
        headers: resident.headers,
      });
      expect(signedOut.statusCode).toBeLessThan(300);
      const afterSignOut = await read(resident.formId, resident.headers);
      expect(afterSignOut.statusCode).toBe(401);
      expect(afterSignOut.body).not.toContain('Mine');
    });

    it('refuses once the session is idle too long or past its absolute limit', async () => {
      const idle = await residentWithAssessment();
      const idleStart = clock.getTime();
      clock = new Date(idleStart + 46 * minute);
      expect((await read(idle.formId, idle.headers)).statusCode).toBe(401);

      const active = await residentWithAssessment();
      const start = clock.getTime();
      for (let elapsed = 40 * minute; elapsed < 3 * 60 * minute; elapsed += 40 * minute) {
        clock = new Date(start + elapsed);
        expect((await read(active.formId, active.headers)).statusCode).toBe(200);
      }
      clock = new Date(start + 3 * 60 * minute + minute);
      expect((await read(active.formId, active.headers)).statusCode).toBe(401);
    });
  },
);
