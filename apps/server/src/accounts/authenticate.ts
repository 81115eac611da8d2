import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { teamRoleNames, type TeamRoleName } from '@csa/contracts';
import { PostgresReadBatch, readFirstRow, sqlForEachDatabase } from '../database/index.ts';
import { AppError } from '../errors/index.ts';
import { hashToken } from './session-tokens.ts';

export interface SignedInUser {
  id: string;
  sessionId: string;
  /** Signed in with a trusted person's PIN: may work on assessments, not on the account. */
  isAgent: boolean;
  roleNames: string[];
  /** The session passed two-step verification (TOTP); council staff calls need it. */
  hasSecondFactor: boolean;
  /**
   * The council-held resident a member of staff is completing an assessment for (assisted
   * digital, docs/decisions/0135): the resident form calls then work on that record's
   * assessments instead of the staff member's own. Null unless the session still holds the
   * record's team role and two-step verification.
   */
  actingFor: { userId: string; team: TeamRoleName } | null;
  /** The session was acting for a council-held record but may no longer (its team's role or
   * two-step verification is gone): the resident form calls refuse it (`formOwnerId`). */
  hasLapsedActingFor: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SignedInUser | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a valid bearer token is sent; sets request.user. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler: as authenticate, then 403 for agent (PIN) sessions. */
    authenticateAccountOwner: (request: FastifyRequest) => Promise<void>;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  // Stryker disable next-line StringLiteral: any fallback without "Bearer " fails the pattern below as '' does, so no request can tell them apart.
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Touching last_seen_at on every request would write on every read; once a minute is enough
 * for an idle timeout measured in tens of minutes. */
const touchIntervalMs = 60_000;

export interface SessionRow {
  sessionId: string;
  userId: string;
  isAgent: number;
  lastSeenAt: string;
  expiresAt: string;
  revokedAt: string | null;
  secondFactorAt: string | null;
  roleNames: string;
  actingForUserId: string | null;
  actingForTeam: string | null;
}

/** What a session lookup selects, as SQL text written once rather than built by Kysely: it
 * runs on every signed-in request. The names are quoted: PostgreSQL folds unquoted ones to
 * lower case. */
const sessionColumnsSql = [
  'app_session.id as "sessionId"',
  'app_session.user_id as "userId"',
  'app_session.is_agent as "isAgent"',
  'app_session.last_seen_at as "lastSeenAt"',
  'app_session.expires_at as "expiresAt"',
  'app_session.revoked_at as "revokedAt"',
  'app_session.second_factor_at as "secondFactorAt"',
  'app_session.acting_for_user_id as "actingForUserId"',
  'app_session.acting_for_team as "actingForTeam"',
  'app_user.role_names as "roleNames"',
].join(', ');

const sessionJoinSql = 'inner join app_user on app_user.id = app_session.user_id';

/** The session and its user's roles (prepared once per connection on either database). */
const sessionSql = sqlForEachDatabase(
  (sessionId) => `select ${sessionColumnsSql}
  from app_session ${sessionJoinSql}
  where app_session.id = ${sessionId}`,
  1,
);

/**
 * Resolves the bearer token to a live session: not revoked, not past its absolute expiry,
 * and used within the idle window. Every API route that touches personal data uses it.
 */
export const authenticatePlugin = fp(
  async (app: FastifyInstance, options: { idleMinutes: number; now?: () => Date }) => {
    // Tests move this clock to reach the idle and absolute limits; the service uses the wall clock.
    const clock = options.now ?? (() => new Date());
    // Declared up front so every request has the property from the start; nothing reads it
    // before authenticate sets it except as "no user", which undefined is too.
    // Stryker disable next-line StringLiteral: an undeclared request.user reads undefined, and every reader treats it as null.
    app.decorateRequest('user', null);

    // On PostgreSQL the sessions of one turn's requests are read in one statement
    // (database/postgres-read-batch.ts); on SQLite the connection's reads of a turn already
    // share one read transaction.
    // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: without the batch PostgreSQL's sessions are read alone with the same rows (the batch only spares round trips); given to SQLite, its reads fail
    const sessions =
      app.databaseKind === 'postgres'
        ? new PostgresReadBatch<SessionRow>(app.db, {
            keys: { session_id: 'text' },
            columnsSql: sessionColumnsSql,
            joinSql: `inner join app_session on app_session.id = wanted.session_id ${sessionJoinSql}`,
          })
        : null;

    function findSession(sessionId: string): Promise<SessionRow | undefined> {
      return sessions
        ? sessions.read(sessionId)
        : readFirstRow<SessionRow>(app.db, app.sqlite, sessionSql, [sessionId]);
    }

    function sessionIdOf(request: FastifyRequest): string {
      const token = bearerToken(request);
      if (!token) throw AppError.unauthorized('Token is required');
      return hashToken(token);
    }

    async function resolve(request: FastifyRequest): Promise<SignedInUser | null> {
      const sessionId = sessionIdOf(request);
      return userOf(sessionId, await findSession(sessionId));
    }

    /** The signed-in user of a live session row, touching it when due; null when the session
     * is missing, revoked, past its absolute expiry or idle too long. */
    async function userOf(
      sessionId: string,
      row: SessionRow | undefined,
    ): Promise<SignedInUser | null> {
      if (!row || row.revokedAt) return null;
      const now = clock().getTime();
      const idleLimit = Date.parse(row.lastSeenAt) + options.idleMinutes * 60_000;
      if (now > Date.parse(row.expiresAt) || now > idleLimit) return null;
      if (now - Date.parse(row.lastSeenAt) > touchIntervalMs) {
        await app.db
          .updateTable('app_session')
          .set({ last_seen_at: new Date(now).toISOString() })
          .where('id', '=', sessionId)
          .execute();
      }
      const roleNames = JSON.parse(row.roleNames) as string[];
      const hasSecondFactor = row.secondFactorAt !== null;
      const actingFor = actingForOf(row, roleNames, hasSecondFactor);
      return {
        id: row.userId,
        sessionId: row.sessionId,
        isAgent: row.isAgent === 1,
        roleNames,
        hasSecondFactor,
        actingFor,
        hasLapsedActingFor: row.actingForUserId !== null && actingFor === null,
      };
    }

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const user = await resolve(request);
      if (!user) throw AppError.unauthorized('Authentication is required');
      request.user = user;
    });

    app.decorate('authenticateAccountOwner', async (request: FastifyRequest) => {
      const user = await resolve(request);
      if (!user) throw AppError.unauthorized('Authentication is required');
      if (user.isAgent) {
        throw AppError.forbidden(
          'A trusted person signed in with a PIN cannot change account details.',
        );
      }
      request.user = user;
    });
  },
  { name: 'authenticate', dependencies: ['database'] },
);

/** The council-held record a session acts for, if the session may still act for it: a
 * member of staff (not a PIN session) holding the record's team role, with two-step
 * verification passed. */
function actingForOf(
  row: SessionRow,
  roleNames: readonly string[],
  hasSecondFactor: boolean,
): SignedInUser['actingFor'] {
  const team = teamRoleNames.find((name) => name === row.actingForTeam);
  if (!row.actingForUserId || !team || row.isAgent === 1 || !hasSecondFactor) return null;
  if (!roleNames.includes(team)) return null;
  return { userId: row.actingForUserId, team };
}

/** Whose assessments the resident form calls work on: the council-held record a member of
 * staff is acting for, otherwise the signed-in person's own. A member of staff who lost the
 * record's team role (or is not fully signed in) since acting began is refused, rather than
 * sent to their own assessments as though the record had vanished. */
export function formOwnerId(user: SignedInUser): string {
  if (user.hasLapsedActingFor) throw AppError.forbidden();
  return user.actingFor?.userId ?? user.id;
}

/** For handlers behind `authenticate`: the signed-in user, never null there. */
export function signedInUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw AppError.unauthorized();
  return request.user;
}
