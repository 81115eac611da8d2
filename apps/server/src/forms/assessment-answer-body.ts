import { assessmentSchema, formEnvelopeSchema, type Assessment } from '@csa/contracts';
import { fastSerializerCompiler } from '../plugins/fast-serializer.ts';

/**
 * The body of a resident's `GET /internal/v1/form/{id}` answer, `{"data":{…}}`, ready to send.
 * On SQLite the database writes it (`sqliteAnswerBodySql`) and hands over its bytes: the
 * answers (several KB of JSON text kept as a string) are then never decoded into a JavaScript
 * string, escaped and encoded again, which was most of the cost of a read (decision 0060).
 * On PostgreSQL, whose JSON builders put spaces around every colon and comma, the row is
 * serialized here, by the route's own serializer. Both write the same bytes
 * (`assessment-answer-body.test.ts`).
 */
export type AnswerBody = Buffer | string;

/** The column each field of an assessment comes from; `allPagesValidated` is stored as 0 or 1. */
const columnOf: Record<keyof Assessment, string> = {
  id: 'form.id',
  formTypeCode: 'form.form_type_code',
  formName: 'form.form_name',
  title: 'form.title',
  dateCreated: 'form.date_created',
  lastUpdated: 'form.last_updated',
  status: 'form.status',
  dirtyFields: 'form.dirty_fields',
  submittedFields: 'form.submitted_fields',
  dateSubmitted: 'form.date_submitted',
  pageCount: 'form.page_count',
  lastValidPage: 'form.last_valid_page',
  allPagesValidated: `json(case when form.all_pages_validated = 1 then 'true' else 'false' end)`,
  version: 'form.version',
  reference: 'form.reference',
};

/** A SQLite expression for the answer's body as UTF-8 bytes (a blob, so a Buffer in
 * JavaScript), null when no assessment was joined. Fields come in the contract's order, as the
 * route's serializer writes them. */
export const sqliteAnswerBodySql = (() => {
  const fields = Object.keys(assessmentSchema.shape).map(
    (key) => `'${key}', ${columnOf[key as keyof Assessment]}`,
  );
  return `case when form.id is null then null
    else cast(json_object('data', json_object(${fields.join(', ')})) as blob) end`;
})();

// fastSerializerCompiler reads only the schema when JSON Schema can express it, as it can
// formEnvelopeSchema; the route's method, url and status name it only in the zod fallback.
// Stryker disable StringLiteral: unread for this schema, as above
const serializeEnvelope = fastSerializerCompiler({
  schema: formEnvelopeSchema,
  method: 'GET',
  url: '/internal/v1/form/:id',
  httpStatus: '200',
});
// Stryker restore StringLiteral

/** The answer's body for an assessment already read into JavaScript (PostgreSQL). */
export function answerBodyOf(assessment: Assessment): string {
  return serializeEnvelope({ data: assessment });
}
