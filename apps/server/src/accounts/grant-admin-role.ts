import type { Kysely, Selectable } from 'kysely';
import type { Database, UserTable } from '../database/index.ts';

/** ADMIN_EMAILS bootstraps the first administrators: their login e-mail gets the 'admin' role
 * once they have confirmed it (the e-mailed link, or a password reset through it) and whenever
 * they sign in after that, so no one has to edit the database by hand. An unconfirmed account
 * proves nothing about who holds the address: anyone could sign up with a listed one before its
 * owner does. */
export async function grantAdminRoleIfListed(
  db: Kysely<Database>,
  user: Selectable<UserTable>,
  adminEmails: string[],
): Promise<Selectable<UserTable>> {
  if (!user.login_email || !adminEmails.includes(user.login_email)) return user;
  if (user.is_email_verified !== 1) return user;
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
