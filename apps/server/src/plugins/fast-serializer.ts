import fastJson from 'fast-json-stringify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * For the hottest answers (an assessment read or saved, the health check): the route's zod
 * response schema turned into JSON Schema once, and compiled by fast-json-stringify into a
 * function that writes exactly the declared properties, in the declared order. The zod
 * serializer used elsewhere checks each answer against the schema before JSON.stringify; this
 * one trusts the route's own typed data (the repository's Assessment) and, like the zod one,
 * never lets an undeclared property out. A schema that JSON Schema cannot express (a
 * transform, a refinement) keeps the zod serializer.
 */
export function fastSerializerCompiler<Schema>(
  routeSchema: FastifyRouteSchemaDef<Schema>,
): (data: unknown) => string {
  const schema = routeSchema.schema as z.ZodType;
  let jsonSchema: Record<string, unknown>;
  try {
    jsonSchema = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    });
  } catch {
    return zodSerializerCompiler({ ...routeSchema, schema });
  }
  return fastJson(jsonSchema);
}
