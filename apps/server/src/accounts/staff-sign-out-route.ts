import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { dataEnvelope } from '@csa/contracts';
import type { Config } from '../config/index.ts';
import { signedInUser } from './authenticate.ts';

const signOutResponseSchema = dataEnvelope(z.object({ providerSignOutUrl: z.string().nullable() }));

/**
 * POST /auth/staff/sign-out: ends the session here, as /auth/logout does, and gives the
 * address that ends the member's session at the council's identity provider too
 * (RP-initiated logout), or null when the provider offers none. Without it, the next person
 * at a shared desk would be signed straight back in by the provider. No ID token is kept to
 * hint with, so the provider may ask the member to confirm.
 */
export const staffSignOutRoute: FastifyPluginAsyncZod<{
  config: Config;
  provider: () => Promise<oidc.Configuration>;
}> = async (app, { config, provider }) => {
  app.post(
    '/auth/staff/sign-out',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['accounts'],
        security: [{ bearer: [] }],
        response: { 200: signOutResponseSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await app.db
        .updateTable('app_session')
        .set({ revoked_at: new Date().toISOString() })
        .where('id', '=', user.sessionId)
        .execute();
      const configuration = await provider();
      if (!configuration.serverMetadata().end_session_endpoint) {
        return { data: { providerSignOutUrl: null } };
      }
      const url = oidc.buildEndSessionUrl(configuration, {
        client_id: config.STAFF_OIDC_CLIENT_ID,
        post_logout_redirect_uri: new URL('/login', config.PUBLIC_BASE_URL).href,
      });
      return { data: { providerSignOutUrl: url.href } };
    },
  );
};
