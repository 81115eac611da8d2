import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { sendNotFound } from './error-handler.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the routes of the web app's own files, which the API rate limit leaves out. */
    isWebAppFile?: boolean;
  }
}

/** Whether a request is for one of the web app's files or its page: these are not counted
 * against the per-address API limit, so residents sharing one address (a care home, a
 * library) are never refused the styles and scripts of a page. */
export function isWebAppRequest(request: FastifyRequest): boolean {
  return request.routeOptions.config.isWebAppFile === true;
}

/** Paths that belong to the API: an unknown one is a JSON 404, never the web app. */
const apiPrefixes = ['/internal/', '/auth/', '/dev/', '/openapi.json', '/config.json'];

/** Browsers, curl (which sends any-type) and uptime monitors (often no Accept at all) get the app; only a
 * client that asks for JSON and nothing else gets the API's JSON 404. */
function asksOnlyForJson(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept
    .split(',')
    .map((part) => part.split(';')[0]?.trim().toLowerCase())
    .every((type) => type === 'application/json' || (type?.endsWith('+json') ?? false));
}

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html is revalidated on
 * every visit so a new release is picked up. Any other GET outside the API, for a page rather
 * than a file, gets index.html (history fallback) unless the client asks only for JSON, so deep
 * links and unknown routes load the app.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { distDir: string }) => {
    const indexFile = path.join(options.distDir, 'index.html');
    const hasBuild = fs.existsSync(indexFile);
    if (hasBuild) {
      // Every route added while the static files are registered is one of theirs.
      let isRegisteringFiles = true;
      app.addHook('onRoute', (route) => {
        if (isRegisteringFiles) route.config = { ...route.config, isWebAppFile: true };
      });
      await app.register(fastifyStatic, {
        root: options.distDir,
        wildcard: false,
        index: false,
        // The build writes .br/.gz copies; they are sent to browsers that accept them.
        preCompressed: true,
        setHeaders(response, filePath) {
          response.header(
            'Cache-Control',
            filePath.includes(`${path.sep}assets${path.sep}`)
              ? 'public, max-age=31536000, immutable'
              : 'no-cache',
          );
        },
      });
      isRegisteringFiles = false;
    }
    app.setNotFoundHandler((request, reply) => {
      const isApi = apiPrefixes.some((prefix) => request.url.startsWith(prefix));
      const pathname = request.url.split('?')[0] ?? '';
      // A missing file (an old release's chunk, an image) stays a 404: HTML in its place would
      // break the page that asked for it.
      const isFile = /\.[A-Za-z0-9]+$/.test(pathname);
      if (
        !isApi &&
        !isFile &&
        hasBuild &&
        ['GET', 'HEAD'].includes(request.method) &&
        !asksOnlyForJson(request.headers.accept)
      ) {
        reply.header('Cache-Control', 'no-cache');
        return reply.sendFile('index.html');
      }
      return sendNotFound(request, reply);
    });
  },
  { name: 'web-app' },
);
