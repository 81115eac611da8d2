import type { Migration } from 'kysely';
import * as createForm from './0001-create-form.ts';
import * as createAccounts from './0002-create-accounts.ts';

/** Every migration, in order. Kept in code (not read from a folder) so the bundled server and
 * the tests run exactly the same list on both databases. */
export const migrations: Record<string, Migration> = {
  '0001-create-form': createForm,
  '0002-create-accounts': createAccounts,
};
