import type { Kysely } from 'kysely';
import type { Database } from '../database/index.ts';
import { AppError } from '../errors/index.ts';

export interface StaffActor {
  id: string;
  name: string;
  email: string | null;
}

/** Who is acting, as the history and the audit log name them. */
export async function loadStaffActor(db: Kysely<Database>, userId: string): Promise<StaffActor> {
  const row = await db
    .selectFrom('app_user')
    .select(['id', 'name', 'login_email'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) throw AppError.unauthorized();
  return { id: row.id, name: row.name, email: row.login_email };
}
