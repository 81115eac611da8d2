import type { FastifyInstance } from 'fastify';

/** What the OpenAPI tests read of one operation in the published document. */
export interface OpenApiOperation {
  tags?: string[];
  security?: unknown;
  responses?: Record<string, unknown>;
}

/** The operations of the app's published `/openapi.json`, by path and then by method. */
export async function openApiOperations(
  app: FastifyInstance,
): Promise<Record<string, Record<string, OpenApiOperation>>> {
  const document = (await app.inject('/openapi.json')).json<{
    paths: Record<string, Record<string, OpenApiOperation>>;
  }>();
  return document.paths;
}
