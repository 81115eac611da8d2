import type { Kysely, Selectable } from 'kysely';
import type { Database, UserTable } from '../database/index.ts';

export type UserRow = Selectable<UserTable>;

export async function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | null> {
  return (
    (await db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst()) ?? null
  );
}

/** Login e-mails are stored in lower case (the request schema lowers them). */
export async function findUserByLoginEmail(
  db: Kysely<Database>,
  email: string,
): Promise<UserRow | null> {
  return (
    (await db
      .selectFrom('app_user')
      .selectAll()
      .where('login_email', '=', email)
      .executeTakeFirst()) ?? null
  );
}

export async function findUserByMobile(
  db: Kysely<Database>,
  phoneNumber: string,
): Promise<UserRow | null> {
  return (
    (await db
      .selectFrom('app_user')
      .selectAll()
      .where('mobile_phone_number', '=', phoneNumber)
      .executeTakeFirst()) ?? null
  );
}
