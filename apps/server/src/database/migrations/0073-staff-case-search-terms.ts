import { sql, type Kysely } from 'kysely';
import { searchTermsOf } from './case-search-as-released.ts';
import { isPostgres } from '../is-postgres.ts';

/** Cases read and terms written per statement, so a large inbox never sits in memory. */
const batchSize = 1000;

/**
 * What staff search the inbox by (docs/decisions/0121): each case's reference and the start of
 * each word of the resident's name onwards ("mary seacole", "seacole"), in lower case, one row
 * each, led by the pathway every inbox read names. A search is then a range of this table's key
 * (the text typed is the start of a term), where it was a scan of every case of the team.
 * PostgreSQL compares the terms by their bytes ("C"), as SQLite does, so that the range is the
 * same on both databases and is read from the index. Existing cases are filled from their
 * staff_case row; erasure removes the name's terms and keeps the reference's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const collation = isPostgres(db) ? sql`collate "C"` : sql``;
  await sql`create table staff_case_term (
      form_type_code text not null,
      term text ${collation} not null,
      form_id text not null,
      primary key (form_type_code, term, form_id)
    )`.execute(db);
  await sql`create index staff_case_term_form_idx on staff_case_term (form_id)`.execute(db);
  let after = '';
  for (;;) {
    const cases = await sql<{
      form_id: string;
      form_type_code: string;
      reference: string | null;
      resident_name: string;
    }>`select form_id, form_type_code, reference, resident_name from staff_case
      where form_id > ${after} order by form_id limit ${batchSize}`.execute(db);
    const last = cases.rows.at(-1);
    if (!last) return;
    after = last.form_id;
    const rows = cases.rows.flatMap((row) =>
      searchTermsOf(row.reference, row.resident_name).map(
        (term) => sql`(${row.form_type_code}, ${term}, ${row.form_id})`,
      ),
    );
    if (rows.length > 0) {
      await sql`insert into staff_case_term (form_type_code, term, form_id)
        values ${sql.join(rows)}`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table staff_case_term`.execute(db);
}
