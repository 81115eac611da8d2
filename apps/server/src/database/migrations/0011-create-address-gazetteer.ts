import type { Kysely } from 'kysely';

/**
 * The local address gazetteer (DESIGN.md "address lookup"). Every word of every address is a
 * row of address_word, keyed (word, address_id), so a query word is a range scan on that key
 * (a prefix match) on both databases. address_word_count holds how many addresses each word
 * is in, so a search can start from its rarest word. gazetteer_source remembers the checksum
 * of the file loaded, so a restart reloads only when the file changed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('address')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('uprn', 'text')
    .addColumn('single_line_address', 'text', (column) => column.notNull())
    .addColumn('postcode', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('address_word')
    .addColumn('word', 'text', (column) => column.notNull())
    .addColumn('address_id', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('address_word_pk', ['word', 'address_id'])
    .execute();
  // The reverse key answers "does this address have a word starting so?" for the other words
  // of a query without touching the address rows.
  await db.schema
    .createIndex('address_word_address_idx')
    .on('address_word')
    .columns(['address_id', 'word'])
    .execute();
  await db.schema
    .createTable('address_word_count')
    .addColumn('word', 'text', (column) => column.primaryKey())
    .addColumn('address_count', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('gazetteer_source')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('checksum', 'text', (column) => column.notNull())
    .addColumn('address_count', 'integer', (column) => column.notNull())
    .addColumn('loaded_at', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gazetteer_source').execute();
  await db.schema.dropTable('address_word_count').execute();
  await db.schema.dropTable('address_word').execute();
  await db.schema.dropTable('address').execute();
}
