import type { Kysely } from 'kysely';
import { loadConfig } from '../config/index.ts';
import { createDatabase } from './create-database.ts';
import { migrateToLatest } from './migrate.ts';

// `npm run db:migrate`: the same migrations the server runs at start-up.
const config = loadConfig();
const schema = config.DATABASE_SCHEMA || undefined;
const handle = createDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  ...(schema ? { postgresSchema: schema } : {}),
});
try {
  const applied = await migrateToLatest(handle.db as unknown as Kysely<unknown>, schema);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await handle.close();
}
