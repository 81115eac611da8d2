import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressSearchQuerySchema,
  addressSearchResponseSchema,
  errorResponseSchema,
} from '@csa/contracts';
import type { Config } from '../config/index.ts';
import { AppError } from '../errors/index.ts';
import { AddressProviderUnavailable, type AddressProvider } from './address-provider.ts';
import { loadGazetteer, sampleGazetteerFile } from './load-gazetteer.ts';
import { createLocalAddressProvider } from './local-address-provider.ts';
import { createOsPlacesProvider } from './os-places-provider.ts';
import { rankAddresses } from './rank-addresses.ts';

export interface AddressRoutesOptions {
  config: Pick<
    Config,
    'ADDRESS_PROVIDER' | 'ADDRESS_GAZETTEER_FILE' | 'OS_PLACES_API_KEY' | 'OS_PLACES_BASE_URL'
  >;
  /** Tests inject a provider (for example OS Places with a fake fetch). */
  provider?: AddressProvider;
}

const unavailableMessage =
  'Address search is not available right now. Please enter the address yourself.';

/**
 * GET /internal/v1/address/search?query=...&limit=500 (spec §7, §9), for signed-in residents.
 * With the local provider the gazetteer file is loaded in the background once the server is
 * ready, so start-up and health checks never wait for a large file; a search made before the
 * load ends waits for it. Whole-word matches (the house number asked for) are listed first.
 */
export const addressRoutes: FastifyPluginAsyncZod<AddressRoutesOptions> = async (app, options) => {
  const { config } = options;
  let loading: Promise<void> = Promise.resolve();
  let provider = options.provider;

  if (!provider && config.ADDRESS_PROVIDER === 'os-places') {
    provider = createOsPlacesProvider({
      apiKey: config.OS_PLACES_API_KEY,
      baseUrl: config.OS_PLACES_BASE_URL,
    });
  }
  if (!provider) {
    const file = config.ADDRESS_GAZETTEER_FILE || fileURLToPath(sampleGazetteerFile);
    // A missing file is a configuration mistake: stop now rather than fail every search.
    if (!fs.existsSync(file)) throw new Error(`ADDRESS_GAZETTEER_FILE not found: ${file}`);
    app.addHook('onReady', async () => {
      loading = loadGazetteer(app.db, app.databaseKind, file).then(
        (result) => {
          if (result.isLoaded) app.log.info({ addresses: result.addressCount }, 'gazetteer loaded');
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'gazetteer load failed');
          throw error;
        },
      );
      // Handled by searches; this stops an unhandled rejection when nobody searches.
      loading.catch(() => undefined);
    });
    app.addHook('onClose', async () => {
      await loading.catch(() => undefined);
    });
    provider = createLocalAddressProvider(
      { db: app.db, kind: app.databaseKind, sqlite: app.sqlite },
      () =>
        loading.catch((error: unknown) => {
          throw new AddressProviderUnavailable('the gazetteer is not loaded', { cause: error });
        }),
    );
  }
  const search = provider;

  app.get(
    '/internal/v1/address/search',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['address'],
        security: [{ bearer: [] }],
        querystring: addressSearchQuerySchema,
        response: {
          200: addressSearchResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      try {
        const { query, limit } = request.query;
        return { data: rankAddresses(query, await search.search(query, limit)) };
      } catch (error) {
        if (!(error instanceof AddressProviderUnavailable)) throw error;
        request.log.warn({ err: error }, 'address search unavailable');
        throw new AppError(503, 'ADDRESS_SEARCH_UNAVAILABLE', unavailableMessage);
      }
    },
  );
};
