import type { StaffRoleName } from '@csa/contracts';
import { staffRoleNames } from '@csa/contracts';
import type { GroupRole } from '../config/index.ts';

/**
 * The council roles a member holds here after signing in through the provider. With a
 * group mapping configured, the provider decides: the member's staff roles become exactly
 * those their groups give (so leaving a group takes its role away at the next sign-in),
 * and any other roles they hold are kept. Without one, roles stay as an admin here set them.
 */
export function rolesAfterProviderSignIn(
  heldRoles: readonly string[],
  groupRoles: readonly GroupRole[],
  groupsClaim: unknown,
): string[] {
  if (groupRoles.length === 0) return [...heldRoles];
  const groups = Array.isArray(groupsClaim) ? groupsClaim.map(String) : [];
  const given = new Set<string>(
    groupRoles.filter((pair) => groups.includes(pair.group)).map((pair) => pair.role),
  );
  const kept = heldRoles.filter((role) => !isStaffRole(role));
  return [...kept, ...staffRoleNames.filter((role) => given.has(role))];
}

export function isStaffRole(role: string): role is StaffRoleName {
  return staffRoleNames.some((name) => name === role);
}
