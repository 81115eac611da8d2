import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { performanceRoleNames, serviceManagerRoleName, teamRoleNames } from '@csa/contracts';
import { signInWithPin, signUpForTest } from '../accounts/account-test-helpers.ts';
import {
  buildTestApp,
  createTestSession,
  openApiOperations,
  testDatabases,
  type OpenApiOperation,
} from '../testing/index.ts';

/**
 * Who may call each staff and admin operation: a council team role (either team), the admin
 * role, or (`performance`) a service manager or admin, always with two-step verification
 * passed in the session. `allowed` is the answer a caller who may call it gets to the request
 * written beside it (ids that match nothing, so nothing changes); everyone else is refused
 * before the call looks at anything.
 */
const whoMayCall: Record<
  string,
  { role: 'team' | 'admin' | 'performance'; allowed: number; payload?: object }
> = {
  'GET /internal/v1/staff/submissions': { role: 'team', allowed: 200 },
  'GET /internal/v1/staff/submissions/{id}': { role: 'team', allowed: 404 },
  'GET /internal/v1/staff/submissions/{id}/pdf': { role: 'team', allowed: 404 },
  'POST /internal/v1/staff/submissions/{id}/status': {
    role: 'team',
    allowed: 404,
    payload: { previousStatus: 'new', status: 'in-progress' },
  },
  // A caller's details that fail validation: nothing is created.
  'POST /internal/v1/staff/callers': { role: 'team', allowed: 400, payload: {} },
  'GET /internal/v1/staff/callers': { role: 'team', allowed: 200 },
  'POST /internal/v1/staff/callers/{callerId}/acting-for': { role: 'team', allowed: 404 },
  'GET /internal/v1/staff/acting-for': { role: 'team', allowed: 200 },
  'DELETE /internal/v1/staff/acting-for': { role: 'team', allowed: 200 },
  'POST /internal/v1/staff/callers/{callerId}/handover': {
    role: 'team',
    allowed: 404,
    payload: { channel: 'email' },
  },
  'GET /internal/v1/admin/staff': { role: 'admin', allowed: 200 },
  'PUT /internal/v1/admin/staff': {
    role: 'admin',
    allowed: 404,
    payload: { email: 'nobody-here@example.test', roles: ['admin'] },
  },
  'DELETE /internal/v1/admin/staff/{userId}/totp': { role: 'admin', allowed: 404 },
  'GET /internal/v1/admin/audit': { role: 'admin', allowed: 200 },
  'GET /internal/v1/admin/submissions/{id}/caller-export': { role: 'admin', allowed: 404 },
  'DELETE /internal/v1/admin/submissions/{id}/caller': { role: 'admin', allowed: 404 },
  'GET /internal/v1/admin/delivery-jobs': { role: 'admin', allowed: 200 },
  'POST /internal/v1/admin/delivery-jobs/{id}/retry': { role: 'admin', allowed: 404 },
  'GET /internal/v1/admin/delivery-health': { role: 'admin', allowed: 200 },
  'GET /internal/v1/admin/performance': { role: 'performance', allowed: 200 },
  // Figures that fail validation: nothing is written.
  'PUT /internal/v1/admin/performance/months': { role: 'admin', allowed: 400, payload: {} },
  'GET /internal/v1/admin/content/draft': { role: 'admin', allowed: 200 },
  'PUT /internal/v1/admin/content/draft': {
    role: 'admin',
    allowed: 400,
    payload: { revision: 0, content: {} },
  },
  'POST /internal/v1/admin/content/publish': {
    role: 'admin',
    allowed: 409,
    payload: { revision: 99, note: 'Nothing to publish' },
  },
  'GET /internal/v1/admin/content/versions': { role: 'admin', allowed: 200 },
  'GET /internal/v1/admin/content/versions/{version}': { role: 'admin', allowed: 400 },
  'POST /internal/v1/admin/content/versions/{version}/republish': {
    role: 'admin',
    allowed: 400,
    payload: { note: 'Roll back' },
  },
  'GET /internal/v1/admin/content/versions/{version}/changes': { role: 'admin', allowed: 400 },
  'GET /internal/v1/admin/content/link-check': { role: 'admin', allowed: 200 },
  // The checker is off in tests unless a test turns it on: nothing is requested.
  'POST /internal/v1/admin/content/link-check/run': { role: 'admin', allowed: 409 },
};

interface Caller {
  name: string;
  roles: string[];
  /** Signed in with a trusted person's PIN. */
  isAgent?: boolean;
  hasSecondFactor?: boolean;
}

/** Every kind of caller: no session, a resident, a trusted person with a PIN on an account that
 * holds every council role, and each council role with and without two-step verification. */
const callers: Caller[] = [
  { name: 'anonymous', roles: [] },
  { name: 'resident', roles: [] },
  {
    name: 'agent (PIN session)',
    roles: [...teamRoleNames, 'admin', serviceManagerRoleName],
    isAgent: true,
  },
  ...[...teamRoleNames, 'admin', serviceManagerRoleName].flatMap((role) => [
    { name: `${role} without two-step`, roles: [role], hasSecondFactor: false },
    { name: `${role} with two-step`, roles: [role], hasSecondFactor: true },
  ]),
];

const forbidden = { status: 403, code: 'FORBIDDEN' };

/** The answer the table gives `caller` for `operation`. */
function expectedAnswer(
  caller: Caller,
  operation: (typeof whoMayCall)[string],
): { status: number; code?: string } {
  if (caller.name === 'anonymous') return { status: 401, code: 'UNAUTHORIZED' };
  if (caller.isAgent) return forbidden;
  const needed = {
    admin: ['admin'],
    team: teamRoleNames,
    performance: performanceRoleNames,
  }[operation.role];
  if (!caller.roles.some((role) => (needed as readonly string[]).includes(role))) return forbidden;
  if (!caller.hasSecondFactor) return { status: 403, code: 'SECOND_FACTOR_REQUIRED' };
  return { status: operation.allowed };
}

function isStaffOrAdmin(path: string, operation: OpenApiOperation): boolean {
  return (
    path.startsWith('/internal/v1/staff/') ||
    path.startsWith('/internal/v1/admin/') ||
    (operation.tags ?? []).some((tag) => tag === 'staff' || tag === 'admin')
  );
}

// The role guard reads the same session row on both databases; one is enough to check the table.
const [database] = await testDatabases();

describe('who may call each staff and admin operation', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let published: string[];
  const headersOf = new Map<string, Record<string, string>>();

  beforeAll(async () => {
    if (!database) throw new Error('no test database');
    ({ app, close } = await buildTestApp(database, {
      RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    }));
    const paths = await openApiOperations(app);
    published = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => isStaffOrAdmin(path, operation))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    for (const caller of callers) {
      if (caller.name === 'anonymous') headersOf.set(caller.name, {});
      else if (caller.isAgent) {
        const owner = await signUpForTest(app);
        const headers = await signInWithPin(app, owner);
        await app.db
          .updateTable('app_user')
          .set({ role_names: JSON.stringify(caller.roles) })
          .where('id', '=', owner.userId)
          .execute();
        headersOf.set(caller.name, headers);
      } else {
        const session = await createTestSession(app, {
          roleNames: caller.roles,
          hasSecondFactor: caller.hasSecondFactor ?? false,
        });
        headersOf.set(caller.name, session.headers);
      }
    }
  });
  afterAll(async () => close());

  it('has a row for every staff and admin operation the API document publishes', () => {
    expect(published.length).toBeGreaterThanOrEqual(Object.keys(whoMayCall).length);
    expect(published.filter((operation) => !(operation in whoMayCall))).toEqual([]);
    expect(Object.keys(whoMayCall).filter((operation) => !published.includes(operation))).toEqual(
      [],
    );
  });

  const cases = Object.keys(whoMayCall).flatMap((operation) =>
    callers.map((caller) => ({ operation, caller })),
  );

  it.each(cases)('$operation as $caller.name', async ({ operation, caller }) => {
    const row = whoMayCall[operation];
    if (!row) throw new Error(`no row for ${operation}`);
    const [method = '', path = ''] = operation.split(' ');
    const response = await app.inject({
      method: method as 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: path.replace(/\{\w+\}/g, () => randomUUID()),
      headers: headersOf.get(caller.name) ?? {},
      ...(row.payload ? { payload: row.payload } : {}),
    });
    const expected = expectedAnswer(caller, row);
    expect(response.statusCode, response.body).toBe(expected.status);
    if (expected.code) {
      expect(response.json<{ errors: { code?: string }[] }>().errors[0]?.code).toBe(expected.code);
    }
  });
});
