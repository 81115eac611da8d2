import type { DatabaseHandle } from '../database/create-database.ts';
import { FormRepository, postgresReadsFor } from '../forms/form-repository.ts';
import type { TestDatabase } from './test-databases.ts';

/** One way the repository reaches a database: on SQLite the app passes the connection's
 * prepared statements; without them (and always on PostgreSQL) the repository builds queries. */
export interface FormRepositoryPath {
  name: string;
  database: TestDatabase;
  isPrepared: boolean;
  /** On PostgreSQL: a resident's reads with the session go through the shared reads the app
   * uses (`postgresReadsFor`). */
  sharesReads?: boolean;
}

/** Every path on every test database, named `<database>, <queryName>` for the built queries. */
export function formRepositoryPaths(
  databases: TestDatabase[],
  queryName: string,
): FormRepositoryPath[] {
  return databases.flatMap((database) => [
    { name: `${database.name}, ${queryName}`, database, isPrepared: false },
    ...(database.name === 'sqlite'
      ? [{ name: `${database.name}, prepared statements`, database, isPrepared: true }]
      : []),
  ]);
}

/** A fresh database and a repository on it, taking the path's way in. */
export async function openFormRepository(
  path: FormRepositoryPath,
): Promise<{ handle: DatabaseHandle; forms: FormRepository }> {
  const handle = await path.database.open();
  const reads = path.sharesReads ? postgresReadsFor(handle.db) : null;
  return {
    handle,
    forms: new FormRepository(handle.db, {
      sqlite: path.isPrepared ? handle.sqlite : null,
      postgresReads: reads,
    }),
  };
}
