import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../is-postgres.ts';

const message = 'staff_case_event is append-only';

/** Every column but the note: an erasure must leave each of them as it was. */
const keptColumns = ['id', 'form_id', 'status', 'actor_id', 'actor_name', 'created_at'];

/**
 * Erasing a submission after its retention period empties the staff's notes on its case
 * (docs/decisions/0050), but migration 0040 made `staff_case_event` refuse every update, so the
 * erasure of any case with a status change failed and stopped the whole retention run. The
 * table now accepts one update, a note set to null with every other column unchanged; it
 * still refuses deletes and any other change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    const unchanged = keptColumns
      .map((column) => `new.${column} is not distinct from old.${column}`)
      .join(' and ');
    await sql
      .raw(
        `create or replace function staff_case_event_append_only() returns trigger
         language plpgsql as $$
         begin
           if tg_op = 'UPDATE' and new.note is null and ${unchanged} then return new; end if;
           raise exception '${message}';
         end $$`,
      )
      .execute(db);
    return;
  }
  const unchanged = keptColumns.map((column) => `new.${column} is old.${column}`).join(' and ');
  await sql`drop trigger staff_case_event_no_update`.execute(db);
  await sql
    .raw(
      `create trigger staff_case_event_no_update before update on staff_case_event
       when not (new.note is null and ${unchanged})
       begin select raise(abort, '${message}'); end`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql
      .raw(
        `create or replace function staff_case_event_append_only() returns trigger
         language plpgsql as $$ begin raise exception '${message}'; end $$`,
      )
      .execute(db);
    return;
  }
  await sql`drop trigger staff_case_event_no_update`.execute(db);
  await sql
    .raw(
      `create trigger staff_case_event_no_update before update on staff_case_event
       begin select raise(abort, '${message}'); end`,
    )
    .execute(db);
}
