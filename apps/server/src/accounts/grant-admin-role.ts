import type { Kysely, Selectable } from 'kysely';
import type { Database, UserTable } from '../database/database-schema.ts';

/** ADMIN_EMAILS bootstraps the first administrators: their login e-mail gets the 'admin' role
 * when they sign up or sign in, so no one has to edit the database by hand. */
export async function grantAdminRoleIfListed(
  db: Kysely<Database>,
  user: Selectable<UserTable>,
  adminEmails: string[],
): Promise<Selectable<UserTable>> {
  if (!user.login_email || !adminEmails.includes(user.login_email)) return user;
  const roles = JSON.parse(user.role_names) as string[];
  if (roles.includes('admin')) return user;
  const roleNames = JSON.stringify([...roles, 'admin']);
  await db
    .updateTable('app_user')
    .set({ role_names: roleNames })
    .where('id', '=', user.id)
    .execute();
  return { ...user, role_names: roleNames };
}
