import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/index.ts';
import { notificationsPlugin, outboxRoutes } from '../notifications/index.ts';
import { agentLoginRoutes } from './agent-login-routes.ts';
import { logoutRoute } from './logout-route.ts';
import { mobileLoginRoutes } from './mobile-login-routes.ts';
import { mobilePhoneProfileRoutes } from './mobile-phone-profile-routes.ts';
import { passwordLoginRoute } from './password-login-route.ts';
import { passwordRecoveryRoutes } from './password-recovery-routes.ts';
import { signUpAnswerFloorMs, signUpRoute } from './signup-route.ts';
import { staffIdentityProvider } from './staff-identity-provider.ts';
import { staffSignInRoutes } from './staff-sign-in-routes.ts';
import { staffSignOutRoute } from './staff-sign-out-route.ts';
import { totpLoginRoute } from './totp-login-route.ts';
import { totpRoutes } from './totp-routes.ts';
import { updateProfileRoute } from './update-profile-route.ts';
import { verifyEmailRoute } from './verify-email-route.ts';

/**
 * The built-in account gateway (/auth/...) and the account calls of spec §7, with the
 * notification provider they send through. The development outbox exists only outside
 * production: it holds sign-in codes and links.
 */
export const accountsPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      config: Config;
      now?: () => Date;
      sessionNow?: () => Date;
      /** Unset in the service: the sign-up route's own floor. */
      signUpAnswerFloorMs?: number | undefined;
    },
  ) => {
    const { config } = options;
    const now = options.now ?? (() => new Date());
    const sessionNow = options.sessionNow ?? (() => new Date());
    // Sign-in answers carry session tokens, and the rest personal data: no cache may keep any.
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/auth/')) reply.header('Cache-Control', 'no-store');
    });
    await app.register(notificationsPlugin, { config });
    await app.register(signUpRoute, {
      config,
      now: sessionNow,
      answerFloorMs: options.signUpAnswerFloorMs ?? signUpAnswerFloorMs,
    });
    await app.register(passwordLoginRoute, { config, now, sessionNow });
    await app.register(totpLoginRoute, { config, now, sessionNow });
    if (config.STAFF_OIDC_ISSUER_URL) {
      const provider = staffIdentityProvider(config, now);
      await app.register(staffSignInRoutes, { config, now, sessionNow, provider });
      await app.register(staffSignOutRoute, { config, provider });
    }
    await app.register(mobileLoginRoutes, { config, now: sessionNow });
    await app.register(agentLoginRoutes, { config, now: sessionNow });
    await app.register(logoutRoute);
    await app.register(passwordRecoveryRoutes, { config });
    await app.register(verifyEmailRoute, { config });
    await app.register(updateProfileRoute, { config });
    await app.register(mobilePhoneProfileRoutes, { config });
    await app.register(totpRoutes, { config, now });
    if (config.NODE_ENV === 'development') await app.register(outboxRoutes);
  },
  { name: 'accounts', dependencies: ['database', 'authenticate'] },
);
