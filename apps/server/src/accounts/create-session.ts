import type { Kysely } from 'kysely';
import type { Database } from '../database/index.ts';
import { hashToken, newSessionToken } from './session-tokens.ts';

/**
 * Starts a session and returns its bearer token (the only copy; the database keeps its hash).
 * An agent session never outlives the PIN it came from.
 */
export async function createSession(
  db: Kysely<Database>,
  options: {
    userId: string;
    absoluteHours: number;
    agentLogin?: { id: string; expiresAt: string };
    /** The sign-in passed two-step verification (TOTP) at this time. */
    secondFactorAt?: Date;
    /** The app's clock at sign-in: both limits count from it. */
    now: Date;
  },
): Promise<string> {
  const { now } = options;
  const absoluteEnd = now.getTime() + options.absoluteHours * 3_600_000;
  const end = options.agentLogin
    ? Math.min(absoluteEnd, Date.parse(options.agentLogin.expiresAt))
    : absoluteEnd;
  const token = newSessionToken();
  await db
    .insertInto('app_session')
    .values({
      id: hashToken(token),
      user_id: options.userId,
      is_agent: options.agentLogin ? 1 : 0,
      agent_login_id: options.agentLogin?.id ?? null,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(end).toISOString(),
      revoked_at: null,
      second_factor_at: options.secondFactorAt?.toISOString() ?? null,
    })
    .execute();
  return token;
}
