import { describe, expect, it } from 'vitest';
import { changedLineRanges, folderTests, needsPostgres } from '../../.ci/mutate-changed-files.mjs';

describe("CI's mutation step", () => {
  it('reads the changed line ranges from git diff -U0 hunk headers, skipping pure deletions', () => {
    const diff = [
      '@@ -3 +3 @@ a',
      '@@ -10,2 +11,4 @@ b',
      '@@ -20,3 +25,0 @@ c',
      '@@ -30,0 +31 @@',
    ].join('\n');
    expect(changedLineRanges(diff)).toEqual([
      [3, 3],
      [11, 14],
      [31, 31],
    ]);
  });

  it("takes each changed file's folder tests once, and for app.ts only the tests that build it", () => {
    expect(
      folderTests([
        'apps/server/src/app.ts',
        'apps/server/src/pdf/a.ts',
        'apps/server/src/pdf/b.ts',
      ]),
    ).toBe(
      'apps/server/src/*.test.ts,apps/server/src/plugins/trust-proxy.test.ts,apps/server/src/pdf/**/*.test.ts',
    );
  });

  it('keeps PostgreSQL for a file only PostgreSQL reaches, and only then', () => {
    expect(needsPostgres(['apps/server/src/database/postgres-read-batch.ts'])).toBe(true);
    expect(
      needsPostgres([
        'apps/server/src/forms/form-routes.ts',
        'apps/server/src/forms/postgres-save-batch.ts',
      ]),
    ).toBe(true);
    // The pool's settings (create-database.ts) are read back only from PostgreSQL.
    expect(needsPostgres(['apps/server/src/database/create-database.ts'])).toBe(true);
    expect(needsPostgres(['apps/server/src/database/prepared-postgres-pool.ts'])).toBe(true);
    expect(needsPostgres(['apps/server/src/database/is-postgres.ts'])).toBe(true);
    expect(needsPostgres(['apps/server/src/database/sqlite-connection.ts'])).toBe(false);
    expect(needsPostgres(['apps/server/src/forms/form-routes.ts'])).toBe(false);
    expect(needsPostgres(['apps/server/src/pdf/pdf-routes.ts'])).toBe(false);
  });
});
