import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, linksParamsSchema, linksResponseSchema } from '@csa/contracts';
import { allLinks, type CouncilFlavour } from '@csa/questionnaire';

export interface LinksRoutesOptions {
  flavour: CouncilFlavour;
}

/**
 * The council's useful links for a pathway (spec §2 /help/{formTypeCode}). Public: help pages
 * are for anonymous visitors too, and the catalogue holds nothing personal, so it may be
 * cached for an hour by browsers and shared caches.
 */
export const linksRoutes: FastifyPluginAsyncZod<LinksRoutesOptions> = async (app, options) => {
  app.get(
    '/internal/v1/links/:formTypeCode',
    {
      schema: {
        tags: ['links'],
        params: linksParamsSchema,
        response: { 200: linksResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600');
      return { data: allLinks(request.params.formTypeCode, options.flavour) };
    },
  );
};
