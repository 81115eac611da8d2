import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { StaffMember } from '@csa/contracts';
import {
  buildTestApp,
  createTestSession,
  testDatabases,
  type TestSession,
} from '../testing/index.ts';

const databases = await testDatabases();

describe.each(databases)('admin staff calls on $name', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: TestSession;
  let future: TestSession;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, { RATE_LIMIT_PER_MINUTE: '100000' }));
    admin = await createTestSession(app, {
      name: 'Ada Admin',
      loginEmail: 'ada.admin@council.test',
      roleNames: ['admin'],
      hasSecondFactor: true,
    });
    future = await createTestSession(app, {
      name: 'Carl Centre',
      loginEmail: 'carl@council.test',
    });
  });
  afterAll(async () => close());

  const setRoles = (payload: object, session = admin) =>
    app.inject({
      method: 'PUT',
      url: '/internal/v1/admin/staff',
      headers: session.headers,
      payload,
    });
  const listStaff = async () =>
    (await app.inject({ url: '/internal/v1/admin/staff', headers: admin.headers })).json()
      .data as StaffMember[];

  it('gives an existing account a team role, keeps its other roles, and audits the change', async () => {
    await app.db
      .updateTable('app_user')
      .set({ role_names: JSON.stringify(['tester']) })
      .where('id', '=', future.userId)
      .execute();
    const response = await setRoles({ email: 'Carl@Council.test', roles: ['carers-centre'] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      id: future.userId,
      name: 'Carl Centre',
      email: 'carl@council.test',
      roles: ['carers-centre'],
      isTotpEnabled: false,
    });
    const row = await app.db
      .selectFrom('app_user')
      .select('role_names')
      .where('id', '=', future.userId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.role_names)).toEqual(['tester', 'carers-centre']);
    const audit = await app.db
      .selectFrom('audit_event')
      .selectAll()
      .where('action', '=', 'staff.roles')
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        actor_id: admin.userId,
        actor_email: 'ada.admin@council.test',
        detail: 'carl@council.test: none → carers-centre',
      }),
    ]);
  });

  it('lists staff with their roles and whether two-step verification is on', async () => {
    await app.db
      .updateTable('app_user')
      .set({ totp_enabled_at: new Date().toISOString(), totp_secret: 'JBSWY3DPEHPK3PXP' })
      .where('id', '=', admin.userId)
      .execute();
    expect(await listStaff()).toEqual([
      expect.objectContaining({ name: 'Ada Admin', roles: ['admin'], isTotpEnabled: true }),
      expect.objectContaining({
        name: 'Carl Centre',
        roles: ['carers-centre'],
        isTotpEnabled: false,
      }),
    ]);
    await createTestSession(app, { name: 'Rita Resident' });
    expect((await listStaff()).map((member) => member.name)).not.toContain('Rita Resident');
  });

  it('takes roles away, refuses unknown accounts and roles, and keeps the admin own role', async () => {
    expect((await setRoles({ email: 'carl@council.test', roles: [] })).statusCode).toBe(200);
    expect((await listStaff()).map((member) => member.name)).toEqual(['Ada Admin']);
    const unknown = await setRoles({ email: 'nobody@council.test', roles: ['admin'] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0]).toMatchObject({ field: 'email' });
    expect((await setRoles({ email: 'carl@council.test', roles: ['root'] })).statusCode).toBe(400);
    const self = await setRoles({ email: 'ada.admin@council.test', roles: ['carers-centre'] });
    expect(self.statusCode).toBe(409);
  });
});
