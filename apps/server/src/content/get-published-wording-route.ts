import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceWordingSchema } from '@csa/questionnaire';

/**
 * GET /internal/v1/content/wording: the council's published wording (contact details, opening
 * hours, what happens next), for the submitted page and the other pages that show it. Public
 * and plain text; revalidated by version like the links, so a publish shows at once.
 */
export const getPublishedWordingRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/internal/v1/content/wording',
    {
      schema: {
        tags: ['links'],
        response: {
          200: z.object({
            data: z.object({ version: z.number().int(), wording: serviceWordingSchema }),
          }),
          304: z.null().describe('Not modified: the published version is the one cached'),
        },
      },
    },
    async (request, reply) => {
      const published = await app.serviceContent.published();
      const etag = `"wording-${published.version}"`;
      reply.header('Cache-Control', 'public, no-cache');
      reply.header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return { data: { version: published.version, wording: published.content.wording } };
    },
  );
};
