import type { Kysely } from 'kysely';

// Migrations take Kysely<unknown>: they describe the schema as it was then, not as it is now.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('form')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('owner_id', 'text')
    .addColumn('form_type_code', 'text', (column) => column.notNull())
    .addColumn('form_name', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('status', 'text')
    .addColumn('dirty_fields', 'text', (column) => column.notNull())
    .addColumn('submitted_fields', 'text')
    .addColumn('date_created', 'text', (column) => column.notNull())
    .addColumn('last_updated', 'text', (column) => column.notNull())
    .addColumn('date_submitted', 'text')
    .addColumn('page_count', 'integer', (column) => column.notNull())
    .addColumn('last_valid_page', 'integer', (column) => column.notNull())
    .addColumn('all_pages_validated', 'integer', (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('reference', 'text', (column) => column.unique())
    .execute();
  await db.schema
    .createIndex('form_owner_type_idx')
    .on('form')
    .columns(['owner_id', 'form_type_code', 'last_updated'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('form').execute();
}
