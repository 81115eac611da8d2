import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { FormRepository } from '../../forms/form-repository.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import type { DatabaseHandle } from '../create-database.ts';
import { compressedColumns, down, up } from './0067-form-answers-lz4.ts';

const postgres = (await testDatabases()).filter((database) => database.name === 'postgres');

describe.each(postgres)("an assessment's answers on $name", (database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(async () => handle?.close());

  async function compressionOfColumns() {
    const columns = await sql<{ name: string; compression: string }>`
      select attname as name, attcompression as compression from pg_attribute
      where attrelid = 'form'::regclass and attname in (${sql.join([...compressedColumns])})
      order by attname`.execute(handle.db);
    return columns.rows;
  }

  it('are compressed with lz4, as this server has it', async () => {
    expect(await compressionOfColumns()).toEqual([
      { name: 'dirty_fields', compression: 'l' },
      { name: 'submitted_fields', compression: 'l' },
    ]);
  });

  it('go back to pglz when the migration is undone', async () => {
    // Migrations take the schema as it was, not the service's typed view of it.
    const untyped = handle.db as unknown as Kysely<unknown>;
    await down(untyped);
    const undone = await compressionOfColumns();
    await up(untyped);
    expect(undone).toEqual([
      { name: 'dirty_fields', compression: 'p' },
      { name: 'submitted_fields', compression: 'p' },
    ]);
  });

  it('are stored lz4-compressed when a save writes a page of them', async () => {
    const forms = new FormRepository(handle.db);
    const ownerId = randomUUID();
    const form = await forms.create({
      ownerId,
      formTypeCode: 'CSA',
      formName: 'Compressed',
      title: 'Care and Support Assessment Form',
      pageCount: 3,
    });
    // Long enough for PostgreSQL to compress it (over 2 KB), as a page of answers is.
    const answers = JSON.stringify({ note: 'My daughter helps most mornings. '.repeat(200) });
    await forms.save(form.id, ownerId, form.version, { dirtyFields: answers });
    const stored = await sql<{ method: string | null }>`
      select pg_column_compression(dirty_fields) as method from form where id = ${form.id}`.execute(
      handle.db,
    );
    expect(stored.rows).toEqual([{ method: 'lz4' }]);
  });
});
