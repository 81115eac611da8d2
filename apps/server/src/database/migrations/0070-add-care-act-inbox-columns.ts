import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../is-postgres.ts';

/**
 * The two Care Act figures the staff inbox shows, filters and sorts by (docs/decisions/0121),
 * kept as columns beside the stored outcomes so a list of thousands of cases reads an index,
 * never the JSON of each row. Cases submitted since the outcomes were kept are filled from
 * that JSON; older ones stay null ("not recorded").
 *
 * Both indexes hold submitted assessments only (drafts are never listed) and lead with the
 * pathway, which every inbox query names: one gives the cases reaching the threshold oldest
 * first, the other the most unmet outcomes first, oldest first among equals. PostgreSQL puts
 * nulls first in a descending order unless told; SQLite always puts them last there and
 * refuses the words in an index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite takes one column per ALTER TABLE.
  await sql`alter table form add column care_act_unmet_count integer`.execute(db);
  await sql`alter table form add column care_act_threshold_reached integer`.execute(db);
  if (isPostgres(db)) {
    await sql`update form set
        care_act_unmet_count = (care_act_outcomes::json->>'unmetCount')::integer,
        care_act_threshold_reached =
          case when (care_act_outcomes::json->>'reachesIndicativeThreshold')::boolean
          then 1 else 0 end
      where care_act_outcomes is not null`.execute(db);
  } else {
    await sql`update form set
        care_act_unmet_count = json_extract(care_act_outcomes, '$.unmetCount'),
        care_act_threshold_reached =
          case when json_extract(care_act_outcomes, '$.reachesIndicativeThreshold') then 1 else 0 end
      where care_act_outcomes is not null`.execute(db);
  }
  await sql`create index form_inbox_threshold_idx
    on form (form_type_code, care_act_threshold_reached, date_submitted, id)
    where submitted_fields is not null`.execute(db);
  const unmetOrder = isPostgres(db) ? sql`desc nulls last` : sql`desc`;
  await sql`create index form_inbox_unmet_idx
    on form (form_type_code, care_act_unmet_count ${unmetOrder}, date_submitted, id)
    where submitted_fields is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index form_inbox_unmet_idx`.execute(db);
  await sql`drop index form_inbox_threshold_idx`.execute(db);
  await sql`alter table form drop column care_act_threshold_reached`.execute(db);
  await sql`alter table form drop column care_act_unmet_count`.execute(db);
}
