import { sql, type Kysely } from 'kysely';
import { staffRoleNames, type StaffMember, type StaffRoleName } from '@csa/contracts';
import type { Database } from '../database/index.ts';
import type { UserRow } from '../accounts/index.ts';

export function staffRolesOf(roleNames: readonly string[]): StaffRoleName[] {
  return staffRoleNames.filter((role) => roleNames.includes(role));
}

export function toStaffMember(user: UserRow): StaffMember {
  return {
    id: user.id,
    name: user.name,
    email: user.login_email,
    roles: staffRolesOf(JSON.parse(user.role_names) as string[]),
    isTotpEnabled: user.totp_enabled_at !== null,
  };
}

/** Accounts holding any council role, by name. Role names are stored as a JSON array of
 * strings, so a quoted name matches exactly one role on both databases. */
export async function listStaffMembers(db: Kysely<Database>): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('app_user')
    .selectAll()
    .where((eb) =>
      eb.or(
        staffRoleNames.map((role) => sql<boolean>`${eb.ref('role_names')} like ${`%"${role}"%`}`),
      ),
    )
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(toStaffMember);
}
