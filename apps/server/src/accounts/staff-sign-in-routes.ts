import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { dataEnvelope, signInResponseSchema } from '@csa/contracts';
import type { Config } from '../config/index.ts';
import { AppError } from '../errors/index.ts';
import { authRateLimit } from './auth-rate-limit.ts';
import { createSession } from './create-session.ts';
import { findOrCreateStaffAccount } from './find-or-create-staff-account.ts';
import { hashToken } from './session-tokens.ts';
import { isStaffRole, rolesAfterProviderSignIn } from './staff-roles-from-groups.ts';
import { toUserProfile } from './user-profile.ts';

/** Long enough to sign in at the provider, with its multi-factor step; no longer. */
export const staffSignInMinutes = 10;

export const staffSignInFailed =
  'Signing in with your council account did not work. Go back to the sign-in page and try again.';
export const staffSignInTimedOut =
  'Your sign-in has timed out. Go back to the sign-in page and sign in with your council account again.';
export const staffMultiFactorRequired =
  "Your council account did not use the council's multi-factor sign-in. Sign in again with your council account and complete its extra step.";
export const staffGroupRequired =
  'Your council account is not in a group that gives access to this service. Ask your manager or IT service desk to add you to the right group.';
export const staffRoleRequired =
  'Your council account has no role in this service yet. Ask an administrator of this service to give you one, then sign in again.';

const startResponseSchema = dataEnvelope(
  z.object({ authorizationUrl: z.string(), attempt: z.string() }),
);
const returnRequestSchema = z.object({
  /** The token the start call gave this browser. */
  attempt: z.string().min(16).max(200),
  /** The query string the provider sent the browser back with. */
  returnParameters: z.string().max(20_000),
});

/**
 * Staff sign-in through the council's OpenID Connect provider (docs/decisions/0127): the
 * authorization code flow with PKCE, `state` and `nonce`, through openid-client. The start
 * call gives the browser the provider's address and a token only it holds; the web page the
 * provider returns to sends that token and the provider's answer back, and gets a staff
 * session like any other sign-in. Roles are read at every sign-in.
 */
export const staffSignInRoutes: FastifyPluginAsyncZod<{
  config: Config;
  now: () => Date;
  sessionNow: () => Date;
  provider: () => Promise<oidc.Configuration>;
}> = async (app, { config, now, sessionNow, provider }) => {
  app.post(
    '/auth/staff/sign-in',
    {
      config: authRateLimit(config),
      schema: { tags: ['accounts'], response: { 200: startResponseSchema } },
    },
    async () => {
      const configuration = await provider();
      const attempt = randomBytes(32).toString('base64url');
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const at = now();
      // Sign-ins never brought back (a closed tab) are cleared here rather than by a job.
      await app.db
        .deleteFrom('staff_sign_in')
        .where('expires_at', '<=', at.toISOString())
        .execute();
      await app.db
        .insertInto('staff_sign_in')
        .values({
          id: hashToken(attempt),
          state,
          nonce,
          code_verifier: codeVerifier,
          created_at: at.toISOString(),
          expires_at: new Date(at.getTime() + staffSignInMinutes * 60_000).toISOString(),
        })
        .execute();
      const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: config.STAFF_OIDC_REDIRECT_URL,
        scope: 'openid profile email',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return { data: { authorizationUrl: authorizationUrl.href, attempt } };
    },
  );

  app.post(
    '/auth/staff/sign-in/return',
    {
      config: authRateLimit(config),
      schema: {
        tags: ['accounts'],
        body: returnRequestSchema,
        response: { 200: signInResponseSchema },
      },
    },
    async (request) => {
      const at = now();
      // Taken once: a replayed answer finds nothing.
      const started = await app.db
        .deleteFrom('staff_sign_in')
        .where('id', '=', hashToken(request.body.attempt))
        .returningAll()
        .executeTakeFirst();
      if (!started || Date.parse(started.expires_at) <= at.getTime()) {
        throw AppError.unauthorized(staffSignInTimedOut);
      }
      const returnUrl = new URL(config.STAFF_OIDC_REDIRECT_URL);
      returnUrl.search = request.body.returnParameters;
      const configuration = await provider();
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(configuration, returnUrl, {
          pkceCodeVerifier: started.code_verifier,
          expectedState: started.state,
          expectedNonce: started.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        request.log.warn({ err: error }, 'staff sign-in through the identity provider refused');
        throw AppError.unauthorized(staffSignInFailed);
      }
      if (!claims) throw AppError.unauthorized(staffSignInFailed);
      if (!meetsMultiFactorPolicy(config, claims)) {
        throw new AppError(403, 'MULTI_FACTOR_REQUIRED', staffMultiFactorRequired);
      }
      const account = await findOrCreateStaffAccount(
        app.db,
        {
          subject: claims.sub,
          email: typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
          name: typeof claims.name === 'string' ? claims.name : 'Council staff',
        },
        at,
      );
      const roles = rolesAfterProviderSignIn(
        JSON.parse(account.role_names) as string[],
        config.STAFF_OIDC_GROUP_ROLES,
        claims[config.STAFF_OIDC_GROUPS_CLAIM],
      );
      const roleNames = JSON.stringify(roles);
      if (roleNames !== account.role_names) {
        await app.db
          .updateTable('app_user')
          .set({ role_names: roleNames })
          .where('id', '=', account.id)
          .execute();
      }
      if (!roles.some(isStaffRole)) {
        const message =
          config.STAFF_OIDC_GROUP_ROLES.length > 0 ? staffGroupRequired : staffRoleRequired;
        throw new AppError(403, 'STAFF_ROLE_REQUIRED', message);
      }
      const token = await createSession(app.db, {
        now: sessionNow(),
        userId: account.id,
        absoluteHours: Math.min(config.STAFF_SESSION_HOURS, config.SESSION_ABSOLUTE_HOURS),
        // The provider's own multi-factor sign-in stands in for the authenticator code here.
        secondFactorAt: at,
      });
      return { data: { token, user: toUserProfile({ ...account, role_names: roleNames }) } };
    },
  );
};

/** The `amr` and `acr` the council requires of the provider's sign-in, where it set them. */
function meetsMultiFactorPolicy(config: Config, claims: oidc.IDToken): boolean {
  const methods = Array.isArray(claims.amr) ? claims.amr : [];
  if (config.STAFF_OIDC_REQUIRED_AMR && !methods.includes(config.STAFF_OIDC_REQUIRED_AMR)) {
    return false;
  }
  return !config.STAFF_OIDC_REQUIRED_ACR || claims.acr === config.STAFF_OIDC_REQUIRED_ACR;
}
