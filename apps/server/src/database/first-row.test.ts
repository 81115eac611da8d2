import { describe, expect, it } from 'vitest';
import { sqlForEachDatabase } from './first-row.ts';

// readFirstRow itself is tested through its callers on both databases: authenticate.test.ts,
// read-with-session.test.ts and form-repository.test.ts.
describe('sqlForEachDatabase', () => {
  it("writes SQLite's and PostgreSQL's placeholders, in order", () => {
    const sql = sqlForEachDatabase(
      (formId, sessionId) => `select 1 where form = ${formId} and session = ${sessionId}`,
      2,
    );
    expect(sql).toEqual({
      sqlite: 'select 1 where form = ? and session = ?',
      postgres: 'select 1 where form = $1 and session = $2',
    });
  });
});
