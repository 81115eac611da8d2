import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { signUpForTest, testEnvironment } from '../accounts/account-test-helpers.ts';
import { buildTestApp, testDatabases } from '../testing/index.ts';
import { answerBodyOf } from '../testing/answer-body-of.ts';
import { FormRepository } from './form-repository.ts';

const databases = await testDatabases();

/** Every character JSON escapes or might: controls, quotes, backslashes, the Latin-1 range,
 * the two line separators JavaScript once treated as line ends, a surrogate pair (emoji), and
 * names in other scripts. PostgreSQL cannot store U+0000 in text, so it starts at U+0001. */
const awkward = [
  Array.from({ length: 0xff }, (_, index) => String.fromCharCode(index + 1)).join(''),
  '\u2028\u2029',
  '"quoted" \\ back\\slash </script>',
  '😀 王芳 বাংলা اردو ગુજરાતી',
].join('|');

// On SQLite the database writes a resident's read of an assessment (forms/
// assessment-answer-body.ts); it must be byte for byte what the route's serializer writes
// from the same row, whatever the row holds.
describe.each(databases)('the answer body of a resident read on $name', (database) => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  let forms: FormRepository;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, testEnvironment));
    forms = new FormRepository(app.db, { sqlite: app.sqlite });
  });
  afterAll(async () => close?.());

  async function residentWithAssessment() {
    const resident = await signUpForTest(app);
    const created = await forms.create({
      ownerId: resident.userId,
      formTypeCode: 'CARERS',
      formName: 'Mine',
      title: 'Carers assessment',
      pageCount: 4,
    });
    return { ownerId: resident.userId, id: created.id };
  }

  async function expectSameAsSerializer(id: string, ownerId: string) {
    const body = await forms.readAnswer(id, ownerId);
    const stored = await forms.get(id, ownerId);
    if (!stored || body === null) throw new Error('the assessment was not read');
    expect(body.toString()).toBe(answerBodyOf(stored));
    return JSON.parse(body.toString()) as { data: Record<string, unknown> };
  }

  it('writes an open assessment as the serializer does', async () => {
    const { ownerId, id } = await residentWithAssessment();
    const body = await expectSameAsSerializer(id, ownerId);
    expect(body.data).toMatchObject({ id, status: null, allPagesValidated: false, version: 1 });
  });

  it('writes every awkward character, and every field, as the serializer does', async () => {
    const { ownerId, id } = await residentWithAssessment();
    const answers = JSON.stringify({ area: { answers: { note: awkward } } });
    await app.db
      .updateTable('form')
      .set({
        form_name: awkward,
        status: 'SUBMITTED',
        dirty_fields: answers,
        submitted_fields: answers,
        date_submitted: '2026-11-23T08:00:00.000Z',
        last_valid_page: 4,
        all_pages_validated: 1,
        version: 12,
        reference: 'CARERS-2026-000001',
      })
      .where('id', '=', id)
      .execute();
    const body = await expectSameAsSerializer(id, ownerId);
    expect(body.data).toMatchObject({ formName: awkward, allPagesValidated: true, version: 12 });
    expect(JSON.parse(body.data.dirtyFields as string)).toEqual({
      area: { answers: { note: awkward } },
    });
  });

  it("reads no body for another resident's assessment or an unknown one", async () => {
    const owner = await residentWithAssessment();
    const other = await residentWithAssessment();
    expect(await forms.readAnswer(owner.id, other.ownerId)).toBeNull();
    expect(await forms.readAnswer(crypto.randomUUID(), owner.ownerId)).toBeNull();
  });
});
