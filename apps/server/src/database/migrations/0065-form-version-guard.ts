import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../is-postgres.ts';

/**
 * Every change to what a resident's read shows must give the assessment a new version
 * (docs/decisions/0060, "answers kept by version"): the service keeps the bodies of recent reads
 * by assessment and version and sends a kept one when the database says the version is still the
 * one it holds. An update that changes any of these columns without raising the version is
 * refused by the database, so no code path, present or future, can make a kept body stale.
 * `owner_id` is not among them: a read checks the owner in the database on every request.
 */
export const versionedColumns = [
  'id',
  'form_type_code',
  'form_name',
  'title',
  'date_created',
  'last_updated',
  'status',
  'dirty_fields',
  'submitted_fields',
  'date_submitted',
  'page_count',
  'last_valid_page',
  'all_pages_validated',
  'reference',
] as const;

export const guardMessage = 'form changed without a new version';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    const changed = versionedColumns
      .map((column) => `new.${column} is distinct from old.${column}`)
      .join(' or ');
    await sql
      .raw(
        `create function form_version_guard() returns trigger language plpgsql as $$
        begin
          if new.version <= old.version and (${changed}) then
            raise exception '${guardMessage}';
          end if;
          return new;
        end $$`,
      )
      .execute(db);
    await sql`create trigger form_version_guard before update on form
      for each row execute function form_version_guard()`.execute(db);
    return;
  }
  const changed = versionedColumns
    .map((column) => `new.${column} is not old.${column}`)
    .join(' or ');
  await sql
    .raw(
      `create trigger form_version_guard before update on form
      for each row when new.version <= old.version and (${changed})
      begin select raise(abort, '${guardMessage}'); end`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger form_version_guard on form`.execute(db);
    await sql`drop function form_version_guard()`.execute(db);
    return;
  }
  await sql`drop trigger form_version_guard`.execute(db);
}
