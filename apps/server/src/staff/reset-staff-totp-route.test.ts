import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  buildTestApp,
  createTestSession,
  testDatabases,
  type TestSession,
} from '../testing/index.ts';

const databases = await testDatabases();

/** A member of staff who lost their authenticator, or found someone else's on their account,
 * gets it cleared by an administrator and sets up their own again. */
describe.each(databases)(
  'an administrator resetting two-step verification on $name',
  (database) => {
    let app: FastifyInstance;
    let close: () => Promise<void>;
    let admin: TestSession;

    beforeAll(async () => {
      ({ app, close } = await buildTestApp(database, { RATE_LIMIT_PER_MINUTE: '100000' }));
      admin = await createTestSession(app, {
        name: 'Ada Admin',
        loginEmail: 'ada.admin@council.test',
        roleNames: ['admin'],
      });
    });
    afterAll(async () => close());

    let counter = 0;
    /** A member of staff with an authenticator set up and a session that passed it. */
    async function memberWithTotp(roles = ['carers-centre']) {
      counter += 1;
      const member = await createTestSession(app, {
        name: 'Carl Centre',
        loginEmail: `carl-${counter}@council.test`,
        roleNames: roles,
      });
      await app.db
        .updateTable('app_user')
        .set({
          totp_secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          totp_enabled_at: new Date().toISOString(),
          totp_last_step: 1,
        })
        .where('id', '=', member.userId)
        .execute();
      return member;
    }

    const reset = (userId: string, session: { headers: { authorization: string } } = admin) =>
      app.inject({
        method: 'DELETE',
        url: `/internal/v1/admin/staff/${userId}/totp`,
        headers: session.headers,
      });

    it('clears the authenticator, ends the member’s sessions and audits who did it', async () => {
      const member = await memberWithTotp();
      const response = await reset(member.userId);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toEqual({
        id: member.userId,
        name: 'Carl Centre',
        email: `carl-${counter}@council.test`,
        roles: ['carers-centre'],
        isTotpEnabled: false,
      });
      const row = await app.db
        .selectFrom('app_user')
        .select(['totp_secret', 'totp_enabled_at', 'totp_last_step'])
        .where('id', '=', member.userId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ totp_secret: null, totp_enabled_at: null, totp_last_step: null });
      // A session that passed someone else's authenticator must not stay in the inbox.
      expect(
        (await app.inject({ url: '/internal/v1/staff/submissions', headers: member.headers }))
          .statusCode,
      ).toBe(401);

      const events = (await app.db
        .selectFrom('audit_event')
        .selectAll()
        .where('action', '=', 'staff.totp-reset')
        .execute()) as { actor_id: string; actor_email: string | null; detail: string | null }[];
      expect(events).toContainEqual(
        expect.objectContaining({
          actor_id: admin.userId,
          actor_email: 'ada.admin@council.test',
          detail: `carl-${counter}@council.test: two-step verification reset`,
        }),
      );
    });

    it('refuses other staff, residents, trusted people and callers without a session', async () => {
      const member = await memberWithTotp();
      const teamLead = await createTestSession(app, { roleNames: ['carers-centre'] });
      const resident = await createTestSession(app);
      const agent = await createTestSession(app, { userId: admin.userId, isAgent: true });
      for (const caller of [teamLead, resident, agent]) {
        expect((await reset(member.userId, caller)).statusCode).toBe(403);
      }
      const anonymous = await app.inject({
        method: 'DELETE',
        url: `/internal/v1/admin/staff/${member.userId}/totp`,
      });
      expect(anonymous.statusCode).toBe(401);
      const adminWithoutTwoStep = await createTestSession(app, {
        roleNames: ['admin'],
        hasSecondFactor: false,
      });
      expect((await reset(member.userId, adminWithoutTwoStep)).statusCode).toBe(403);
      const row = await app.db
        .selectFrom('app_user')
        .select('totp_enabled_at')
        .where('id', '=', member.userId)
        .executeTakeFirstOrThrow();
      expect(row.totp_enabled_at).toEqual(expect.any(String));
    });

    it('finds no member for an unknown id or a resident, and will not reset the caller’s own', async () => {
      const unknown = await reset('00000000-0000-4000-8000-000000000000');
      expect(unknown.statusCode).toBe(404);
      const resident = await createTestSession(app);
      expect((await reset(resident.userId)).statusCode).toBe(404);
      const own = await reset(admin.userId);
      expect(own.statusCode).toBe(409);
      expect(own.json().message).toBe(
        'You cannot reset your own two-step verification. Ask another administrator.',
      );
    });
  },
);
