import type { Kysely } from 'kysely';
import type { Database } from '../database/index.ts';

/**
 * The PDF of each submitted assessment, rendered once (by the delivery worker, or by the first
 * download if the worker has not got to it yet) and then served as stored: submitted answers
 * never change, so neither does their PDF. Only submitted assessments are stored here.
 */
export class SubmissionPdfStore {
  constructor(private readonly db: Kysely<Database>) {}

  async load(formId: string): Promise<Buffer | null> {
    const row = await this.db
      .selectFrom('submission_pdf')
      .select('content')
      .where('form_id', '=', formId)
      .executeTakeFirst();
    return row ? Buffer.from(row.content) : null;
  }

  /** Keeps the first PDF stored for the form: two renders racing store one. */
  async save(formId: string, content: Buffer, at = new Date()): Promise<void> {
    await this.db
      .insertInto('submission_pdf')
      .values({ form_id: formId, content, created_at: at.toISOString() })
      .onConflict((conflict) => conflict.column('form_id').doNothing())
      .execute();
  }
}
