import type { Kysely } from 'kysely';

/** Six-digit codes sent by SMS, to sign in by mobile or to link a mobile number. The code is
 * stored hashed; each code allows a few wrong guesses and lives at most 10 minutes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mobile_code')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('purpose', 'text', (column) => column.notNull())
    .addColumn('user_id', 'text', (column) =>
      column.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('phone_number', 'text', (column) => column.notNull())
    .addColumn('date_of_birth', 'text', (column) => column.notNull())
    .addColumn('code_hash', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('mobile_code_phone_idx')
    .on('mobile_code')
    .columns(['phone_number', 'purpose'])
    .execute();
  await db.schema.createIndex('mobile_code_user_idx').on('mobile_code').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mobile_code').execute();
}
