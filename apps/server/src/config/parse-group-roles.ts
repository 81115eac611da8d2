import type { z } from 'zod';
import { staffRoleNames, type StaffRoleName } from '@csa/contracts';

/** A provider group's id and the council role its members hold here. */
export interface GroupRole {
  group: string;
  role: StaffRoleName;
}

/** `group-id=role` pairs, comma-separated, from STAFF_OIDC_GROUP_ROLES; each problem reported. */
export function parseGroupRoles(value: string, context: z.RefinementCtx): GroupRole[] {
  const pairs: GroupRole[] = [];
  for (const entry of value.split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const [group = '', role = '', ...rest] = entry.split('=').map((part) => part.trim());
    const known = staffRoleNames.find((name) => name === role);
    if (!group || !known || rest.length > 0) {
      context.addIssue({
        // Stryker disable next-line StringLiteral: loadConfig reports an issue's path and message, never its code
        code: 'custom',
        message: `"${entry}": use group-id=role, the role one of ${staffRoleNames.join(', ')}`,
      });
      continue;
    }
    pairs.push({ group, role: known });
  }
  return pairs;
}
