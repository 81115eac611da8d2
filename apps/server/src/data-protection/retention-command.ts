import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { ConfigurationError, loadConfig } from '../config/index.ts';
import { createDatabase, migrateToLatest } from '../database/index.ts';
import { DeliveryJobRepository } from '../outbox/index.ts';
import { retentionPolicy } from './retention-policy.ts';
import { runRetention } from './run-retention.ts';

/**
 * `npm run retention -- [--dry-run] [--now YYYY-MM-DD]`: one pass of the retention rules,
 * configured like the service, printing one JSON line of counts. `--now` runs the rules as of
 * that day (00:00 UTC) so an operator can see what a date would do; with `--dry-run` nothing
 * is changed. Reminders are queued in the outbox for the delivery worker to send.
 */
function parseOptions(): { isDryRun: boolean; now: Date } {
  const { values } = parseArgs({
    options: { 'dry-run': { type: 'boolean', default: false }, now: { type: 'string' } },
    strict: true,
  });
  let now = new Date();
  if (values.now !== undefined) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.now) || Number.isNaN(Date.parse(values.now))) {
      throw new Error('--now must be a date as YYYY-MM-DD');
    }
    now = new Date(`${values.now}T00:00:00.000Z`);
  }
  return { isDryRun: values['dry-run'], now };
}

let options;
let config;
try {
  options = parseOptions();
  config = loadConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(error instanceof ConfigurationError ? 1 : 2);
}

const schema = config.DATABASE_SCHEMA || undefined;
const handle = createDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  ...(schema ? { postgresSchema: schema } : {}),
});
try {
  await migrateToLatest(handle.db as unknown as Kysely<unknown>, schema);
  const counts = await runRetention({
    db: handle.db,
    jobs: new DeliveryJobRepository(handle.db, handle.kind),
    policy: retentionPolicy(config),
    now: options.now,
    isDryRun: options.isDryRun,
  });
  console.log(
    JSON.stringify({ now: options.now.toISOString(), dryRun: options.isDryRun, ...counts }),
  );
} finally {
  await handle.close();
}
