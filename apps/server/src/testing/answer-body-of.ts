import { formEnvelopeSchema, type Assessment } from '@csa/contracts';
import { fastSerializerCompiler } from '../plugins/fast-serializer.ts';

// fastSerializerCompiler reads only the schema when JSON Schema can express it, as it can
// formEnvelopeSchema; the route's method, url and status name it only in the zod fallback.
const serializeEnvelope = fastSerializerCompiler({
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
