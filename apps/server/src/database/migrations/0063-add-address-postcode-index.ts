import { sql, type Kysely } from 'kysely';

/**
 * A postcode index for address search (docs/decisions/0063-address-search-by-postcode.md):
 * each address's postcode split into its outward code ('se15') and inward code ('6jy'), lower
 * case without spaces. (outward, id) lists a district's addresses in gazetteer order, so a
 * search for 'SE15' reads its first 500 and stops; (outward, inward, id) answers a sector or a
 * unit ('E3 3', 'E3 3AB'). The gazetteer is reloaded at the next start to fill the columns:
 * forgetting the loaded file's checksum is what triggers that.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('address').addColumn('postcode_outward', 'text').execute();
  await db.schema.alterTable('address').addColumn('postcode_inward', 'text').execute();
  await db.schema
    .createIndex('address_postcode_outward_idx')
    .on('address')
    .columns(['postcode_outward', 'id'])
    .execute();
  await db.schema
    .createIndex('address_postcode_inward_idx')
    .on('address')
    .columns(['postcode_outward', 'postcode_inward', 'id'])
    .execute();
  await sql`delete from gazetteer_source`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('address_postcode_inward_idx').execute();
  await db.schema.dropIndex('address_postcode_outward_idx').execute();
  await db.schema.alterTable('address').dropColumn('postcode_inward').execute();
  await db.schema.alterTable('address').dropColumn('postcode_outward').execute();
}
