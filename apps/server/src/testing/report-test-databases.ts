import { postgresUrl, testDatabases } from './test-databases.ts';

/**
 * Vitest global set-up of the server tests: says at the start of the run which databases the
 * data tests cover. Without PostgreSQL they run on SQLite alone and the run has half of them,
 * which a passing run would not otherwise show. With REQUIRE_POSTGRES=1 (CI) an unreachable
 * PostgreSQL fails here, before any test.
 */
export default async function reportTestDatabases(): Promise<void> {
  const names = (await testDatabases()).map((database) => database.name);
  const line = names.includes('postgres')
    ? `Data tests run on SQLite and PostgreSQL (${new URL(postgresUrl).host}).`
    : `Data tests run on SQLite only: PostgreSQL at ${new URL(postgresUrl).host} is unreachable (REQUIRE_POSTGRES=1 makes that a failure).`;
  console.log(line);
}
