import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where the API's answers are: sessions, secrets, assessments and people's details. */
const apiPrefixes = ['/internal/', '/auth/'];

/**
 * Every API answer is `Cache-Control: no-store` unless its route says otherwise: a browser on a
 * shared computer or a proxy must not keep a TOTP secret, a session or a person's answers for
 * the next person. Set before the route runs, so an answer the route never expected (an error,
 * a refusal) has it too, and a new route is covered without remembering to; a route whose
 * answer is public (the help links) sets its own. Pages, assets and the API document are left
 * to their own rules.
 */
async function noStoreAnswers(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (apiPrefixes.some((prefix) => request.url.startsWith(prefix))) {
      reply.header('Cache-Control', 'no-store');
    }
  });
}

export const noStoreAnswersPlugin = fp(noStoreAnswers, { name: 'no-store-answers' });
