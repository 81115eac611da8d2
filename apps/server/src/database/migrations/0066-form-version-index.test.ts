import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { selectAnswerSql } from '../../forms/form-repository.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import type { DatabaseHandle } from '../create-database.ts';

const sqlite = (await testDatabases()).filter((database) => database.name === 'sqlite');

describe.each(sqlite)("a resident's read on $name", (database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(async () => handle?.close());

  it('finds the assessment, its owner and its version in the version index', async () => {
    const statement = selectAnswerSql.sqlite.replaceAll('?', "'x'");
    const plan = await sql<{ detail: string }>`explain query plan ${sql.raw(statement)}`.execute(
      handle.db,
    );
    expect(plan.rows.map((row) => row.detail)).toContain(
      'SEARCH form USING INDEX form_version_idx (id=? AND owner_id=?)',
    );
  });
});
