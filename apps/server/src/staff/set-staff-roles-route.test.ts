import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  buildTestApp,
  createTestSession,
  testDatabases,
  type TestSession,
} from '../testing/index.ts';

const databases = await testDatabases();

describe.each(databases)("setting a person's staff roles on $name", (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: TestSession;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, { RATE_LIMIT_PER_MINUTE: '100000' }));
    admin = await createTestSession(app, {
      loginEmail: 'ada.admin@council.test',
      roleNames: ['admin'],
      hasSecondFactor: true,
    });
    await createTestSession(app, { name: 'Dee Both', loginEmail: 'dee@council.test' });
  });
  afterAll(async () => close());

  const setRoles = (payload: object) =>
    app.inject({
      method: 'PUT',
      url: '/internal/v1/admin/staff',
      headers: admin.headers,
      payload,
    });
  const roleAuditDetails = async () =>
    (
      await app.db
        .selectFrom('audit_event')
        .select('detail')
        .where('action', '=', 'staff.roles')
        .execute()
    ).map((row) => row.detail);

  it('audits every role given and taken, by name', async () => {
    const given = await setRoles({
      email: 'dee@council.test',
      roles: ['carers-centre', 'customer-services'],
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().data.roles).toEqual(['customer-services', 'carers-centre']);
    expect(await roleAuditDetails()).toEqual([
      'dee@council.test: none → customer-services, carers-centre',
    ]);
    expect((await setRoles({ email: 'dee@council.test', roles: [] })).statusCode).toBe(200);
    expect(await roleAuditDetails()).toEqual(
      expect.arrayContaining(['dee@council.test: customer-services, carers-centre → none']),
    );
  });

  it('tells the admin why an unknown account or their own admin role is refused', async () => {
    const unknown = await setRoles({ email: 'nobody@council.test', roles: ['admin'] });
    expect(unknown.statusCode).toBe(404);
    const noAccount =
      'No account signs in with that email address. Ask them to create an account first.';
    expect(unknown.json()).toMatchObject({
      message: noAccount,
      errors: [{ error: noAccount, field: 'email', code: 'NOT_FOUND' }],
    });
    const self = await setRoles({ email: 'ada.admin@council.test', roles: ['carers-centre'] });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot remove your own admin role.');
  });
});
