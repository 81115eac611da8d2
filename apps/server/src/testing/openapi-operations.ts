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

/** The properties of the JSON answer an operation publishes for one status, as its schema lists
 * them. */
export function publishedProperties(operation: OpenApiOperation | undefined, status: string) {
  const response = operation?.responses?.[status] as
    { content?: { 'application/json'?: { schema?: { properties?: object } } } } | undefined;
  return Object.keys(response?.content?.['application/json']?.schema?.properties ?? {});
}
