import type { DatabaseHandle } from '../database/create-database.ts';
import {
  FormRepository,
  postgresReadsFor,
  type FormRepositoryOptions,
} from '../forms/form-repository.ts';
import type { TestDatabase } from './test-databases.ts';

/** One way the repository reaches a database: on SQLite the app passes the connection's
 * prepared statements; without them (and always on PostgreSQL) the repository builds queries. */
export interface FormRepositoryPath {
  name: string;
  database: TestDatabase;
  isPrepared: boolean;
  /** On PostgreSQL: a resident's read and a save's first read go through the shared reads the app
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

/** The ways a resident's read runs in the service: SQLite's prepared statement, PostgreSQL's
 * single statement, and PostgreSQL's shared one (database/postgres-read-batch.ts).
 * A service on SQLite always has its prepared statements, so SQLite's built query is left out. */
export function residentReadPaths(databases: TestDatabase[]): FormRepositoryPath[] {
  return formRepositoryPaths(databases, 'one statement')
    .filter(({ database, isPrepared }) => isPrepared || database.name !== 'sqlite')
    .flatMap((path) =>
      path.database.name === 'postgres'
        ? [path, { ...path, name: `${path.database.name}, shared reads`, sharesReads: true }]
        : [path],
    );
}

/** What a repository on `handle` is given to take the path's way in. */
export function repositoryOptions(
  path: FormRepositoryPath,
  handle: DatabaseHandle,
): FormRepositoryOptions {
  return {
    sqlite: path.isPrepared ? handle.sqlite : null,
    postgresReads: path.sharesReads ? postgresReadsFor(handle.db) : null,
  };
}

/** A fresh database and a repository on it, taking the path's way in. */
export async function openFormRepository(
  path: FormRepositoryPath,
): Promise<{ handle: DatabaseHandle; forms: FormRepository }> {
  const handle = await path.database.open();
  return { handle, forms: new FormRepository(handle.db, repositoryOptions(path, handle)) };
}
