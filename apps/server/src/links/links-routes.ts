import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, linksParamsSchema, linksResponseSchema } from '@csa/contracts';
import { allLinks, type CouncilFlavour } from '@csa/questionnaire';

export interface LinksRoutesOptions {
  flavour: CouncilFlavour;
}

/**
 * The council's useful links for a pathway (spec §2 /help/{formTypeCode}), from the version
 * its admins last published. Public: help pages are for anonymous visitors too, and the
 * catalogue holds nothing personal, so shared caches may keep it; they ask again each time
 * (a 304 when the version is the same), so a published change reaches residents at once.
 */
export const linksRoutes: FastifyPluginAsyncZod<LinksRoutesOptions> = async (app, options) => {
  app.get(
    '/internal/v1/links/:formTypeCode',
    {
      schema: {
        tags: ['links'],
        params: linksParamsSchema,
        response: {
          200: linksResponseSchema,
          304: z.null().describe('Not modified: the published version is the one cached'),
          400: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const published = await app.serviceContent.published();
      const etag = `"links-${published.version}"`;
      reply.header('Cache-Control', 'public, no-cache');
      reply.header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return {
        data: allLinks(request.params.formTypeCode, options.flavour, published.content.links),
      };
    },
  );
};
