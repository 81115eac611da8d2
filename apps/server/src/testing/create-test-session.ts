import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { staffRoleNames } from '@csa/contracts';
import { hashToken, newSessionToken } from '../accounts/session-tokens.ts';

export interface TestSession {
  userId: string;
  token: string;
  headers: { authorization: string };
}

/** A user with a live session, written straight to the database, for tests of routes that
 * need a signed-in resident. */
export async function createTestSession(
  app: FastifyInstance,
  options: {
    name?: string;
    loginEmail?: string;
    /** The address the council writes to, when it is not the sign-in one; null for none. */
    contactEmail?: string | null;
    mobilePhoneNumber?: string;
    isAgent?: boolean;
    userId?: string;
    /** roleNames for a new user, e.g. council staff roles. */
    roleNames?: string[];
    /** The session passed two-step verification (what staff calls need). Staff sessions
     * pass it unless a test says otherwise; residents' do not. */
    hasSecondFactor?: boolean;
  } = {},
): Promise<TestSession> {
  const now = new Date();
  const isStaff = (options.roleNames ?? []).some((role) =>
    (staffRoleNames as readonly string[]).includes(role),
  );
  const userId = options.userId ?? randomUUID();
  if (!options.userId) {
    await app.db
      .insertInto('app_user')
      .values({
        id: userId,
        name: options.name ?? 'Test Resident',
        email:
          options.contactEmail === undefined ? (options.loginEmail ?? null) : options.contactEmail,
        login_email: options.loginEmail ?? `${userId}@example.test`,
        registration_time: now.toISOString(),
        postcode: 'SE15 4AB',
        image_url: null,
        password_hash: null,
        mobile_phone_number: options.mobilePhoneNumber ?? null,
        date_of_birth: null,
        role_names: JSON.stringify(options.roleNames ?? []),
      })
      .execute();
  }
  const token = newSessionToken();
  await app.db
    .insertInto('app_session')
    .values({
      id: hashToken(token),
      user_id: userId,
      is_agent: options.isAgent ? 1 : 0,
      agent_login_id: null,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + 3_600_000).toISOString(),
      revoked_at: null,
      second_factor_at: (options.hasSecondFactor ?? isStaff) ? now.toISOString() : null,
    })
    .execute();
  return { userId, token, headers: { authorization: `Bearer ${token}` } };
}
