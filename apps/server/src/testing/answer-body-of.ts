import { formEnvelopeSchema, type Assessment } from '@csa/contracts';
import { serializerCompiler } from 'fastify-type-provider-zod';

// The route's own serializer: it parses the answer with the schema (which puts the properties
// in the schema's order) and writes it with JSON.stringify.
const serializeEnvelope = serializerCompiler({
  schema: formEnvelopeSchema,
  method: 'GET',
  url: '/internal/v1/form/:id',
  httpStatus: '200',
});

/** What the route's own serializer writes for an assessment read into JavaScript: the body
 * the database writes for a resident's read must equal it (forms/assessment-answer-body.ts). */
export function answerBodyOf(assessment: Assessment): string {
  return serializeEnvelope({ data: assessment });
}
