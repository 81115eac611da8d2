import { assessmentSchema, type Assessment } from '@csa/contracts';

/**
 * The body of a resident's `GET /internal/v1/form/{id}` answer, `{"data":{…}}`, ready to send.
 * The database writes it (`sqliteAnswerBodySql`, `postgresAnswerBodySql`): the answers
 * (several KB of JSON text kept as a string) are then never escaped into JSON in JavaScript,
 * which was most of the cost of a read (decision 0060). SQLite hands over its bytes;
 * PostgreSQL a string. Both write what the route's own serializer (`testing/answer-body-of.ts`) writes for
 * the same row, byte for byte (`assessment-answer-body.test.ts`).
 */
export type AnswerBody = Buffer | string;

/** The column each field of an assessment comes from; `allPagesValidated` is stored as 0 or 1
 * and each database writes it as a JSON boolean its own way. */
const columnOf: Record<Exclude<keyof Assessment, 'allPagesValidated'>, string> = {
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
  version: 'form.version',
  reference: 'form.reference',
};

/** Every column the body shows, for the guard that makes each change to one raise the version
 * (migration 0065). */
export const answerBodyColumns = [...Object.values(columnOf), 'form.all_pages_validated'].map(
  (column) => column.replace('form.', ''),
);

/** A SQLite expression for the answer's body as UTF-8 bytes (a blob, so a Buffer in
 * JavaScript), null when no assessment was joined. Fields come in the contract's order, as the
 * route's serializer writes them. */
export const sqliteAnswerBodySql = (() => {
  const fields = fieldsInOrder(
    `json(case when form.all_pages_validated = 1 then 'true' else 'false' end)`,
  ).map(([key, column]) => `'${key}', ${column}`);
  return `case when form.id is null then null
    else cast(json_object('data', json_object(${fields.join(', ')})) as blob) end`;
})();

/** The same body as a PostgreSQL expression (text). `row_to_json` writes no spaces, unlike
 * PostgreSQL's JSON builders, and escapes strings as JSON.stringify does (the same short
 * escapes, other controls as lower-case `\u00xx`, everything else as it is); the envelope is
 * added around it as text. */
export const postgresAnswerBodySql = (() => {
  const fields = fieldsInOrder('form.all_pages_validated = 1').map(
    ([key, column]) => `${column} as "${key}"`,
  );
  return `case when form.id is null then null
    else '{"data":' || (select row_to_json(answer) from (select ${fields.join(', ')}) as answer)::text || '}' end`;
})();

/** Each field of an assessment and its column, in the contract's order (`assessmentSchema`),
 * as the route's serializer writes them. */
function fieldsInOrder(allPagesValidated: string): [string, string][] {
  return Object.keys(assessmentSchema.shape).map((key) => [
    key,
    key === 'allPagesValidated'
      ? allPagesValidated
      : columnOf[key as Exclude<keyof Assessment, 'allPagesValidated'>],
  ]);
}
