import type { FormTypeCode, TeamRoleName } from '@csa/contracts';
import { teamRoleNames } from '@csa/contracts';
import { deliveryTeamFor } from '../outbox/index.ts';

/** Which pathway each team works: the same rule that routes delivery (spec §1). */
const formTypeOfTeam: Record<TeamRoleName, FormTypeCode> = {
  'customer-services': 'CSA',
  'carers-centre': 'CARERS',
};

/** The pathways a staff member's team roles open to them; admin alone opens none
 * (docs/decisions/0040). */
export function formTypesFor(roleNames: readonly string[]): FormTypeCode[] {
  return teamRoleNames
    .filter((team) => roleNames.includes(team))
    .map((team) => formTypeOfTeam[team]);
}

export function teamFor(formTypeCode: FormTypeCode): TeamRoleName {
  return deliveryTeamFor(formTypeCode);
}

/** The council teams a staff member works in. */
export function teamsOf(roleNames: readonly string[]): TeamRoleName[] {
  return teamRoleNames.filter((team) => roleNames.includes(team));
}
