import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../is-postgres.ts';

/**
 * Staff work: two-step verification on accounts, sign-in challenges, each
 * submission's case status with its history, and the audit log.
 *
 * - app_user.totp_secret holds the authenticator secret (base32) from enrolment;
 *   totp_enabled_at is set once a code from it was confirmed; totp_last_step is the time step
 *   of the last code accepted, so a code is good once.
 * - app_session.second_factor_at says the session passed TOTP; staff calls need it.
 * - login_challenge: the proof that the password step passed, good for one code.
 * - staff_case: one row per submission the inbox knows (status, the resident's name for
 *   search); staff_case_event: every status change and note, append-only.
 * - audit_event: every staff read and change, append-only (triggers refuse UPDATE and DELETE
 *   on both databases).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite takes one column per ALTER TABLE.
  await db.schema.alterTable('app_user').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('app_user').addColumn('totp_enabled_at', 'text').execute();
  await db.schema.alterTable('app_user').addColumn('totp_last_step', 'integer').execute();
  await db.schema.alterTable('app_session').addColumn('second_factor_at', 'text').execute();

  await db.schema
    .createTable('login_challenge')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) =>
      column.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('login_challenge_user_idx')
    .on('login_challenge')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('staff_case')
    .addColumn('form_id', 'text', (column) => column.primaryKey())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('resident_name', 'text', (column) => column.notNull())
    .addColumn('opened_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('staff_case_event')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('form_id', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('note', 'text')
    .addColumn('actor_id', 'text', (column) => column.notNull())
    .addColumn('actor_name', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('staff_case_event_form_idx')
    .on('staff_case_event')
    .columns(['form_id', 'created_at'])
    .execute();
  await db.schema.createIndex('form_submitted_idx').on('form').column('date_submitted').execute();

  await db.schema
    .createTable('audit_event')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('occurred_at', 'text', (column) => column.notNull())
    .addColumn('actor_id', 'text', (column) => column.notNull())
    .addColumn('actor_email', 'text')
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('form_id', 'text')
    .addColumn('client_address', 'text')
    .addColumn('detail', 'text')
    .execute();
  await db.schema
    .createIndex('audit_event_form_idx')
    .on('audit_event')
    .columns(['form_id', 'occurred_at'])
    .execute();
  await db.schema
    .createIndex('audit_event_actor_idx')
    .on('audit_event')
    .columns(['actor_id', 'occurred_at'])
    .execute();
  await db.schema
    .createIndex('audit_event_time_idx')
    .on('audit_event')
    .column('occurred_at')
    .execute();

  for (const table of appendOnlyTables) await refuseChanges(db, table);
}

const appendOnlyTables = ['audit_event', 'staff_case_event'] as const;

/** The database itself refuses to change or remove a row, whatever code runs against it. */
async function refuseChanges(db: Kysely<unknown>, table: string): Promise<void> {
  const message = `${table} is append-only`;
  if (isPostgres(db)) {
    await sql
      .raw(
        `create function ${table}_append_only() returns trigger language plpgsql as $$
         begin raise exception '${message}'; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_append_only before update or delete on ${table}
         for each row execute function ${table}_append_only()`,
      )
      .execute(db);
    return;
  }
  for (const operation of ['update', 'delete']) {
    await sql
      .raw(
        `create trigger ${table}_no_${operation} before ${operation} on ${table}
         begin select raise(abort, '${message}'); end`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_event').execute();
  await db.schema.dropTable('staff_case_event').execute();
  if (isPostgres(db)) {
    for (const table of appendOnlyTables) {
      await sql.raw(`drop function if exists ${table}_append_only()`).execute(db);
    }
  }
  await db.schema.dropIndex('form_submitted_idx').execute();
  await db.schema.dropTable('staff_case').execute();
  await db.schema.dropTable('login_challenge').execute();
  await db.schema.alterTable('app_session').dropColumn('second_factor_at').execute();
  await db.schema.alterTable('app_user').dropColumn('totp_last_step').execute();
  await db.schema.alterTable('app_user').dropColumn('totp_enabled_at').execute();
  await db.schema.alterTable('app_user').dropColumn('totp_secret').execute();
}
