import { describe, expect, it } from 'vitest';
import type { GroupRole } from '../config/parse-group-roles.ts';
import { isStaffRole, rolesAfterProviderSignIn } from './staff-roles-from-groups.ts';

const mapping: GroupRole[] = [
  { group: 'g-cs', role: 'customer-services' },
  { group: 'g-carers', role: 'carers-centre' },
  { group: 'g-admin', role: 'admin' },
];

/** The roles a member holds after a sign-in through the provider: a table a council's IT team
 * can read against its groups. */
describe('rolesAfterProviderSignIn', () => {
  it.each<[string, string[], GroupRole[], unknown, string[]]>([
    ['no mapping: roles stay as an admin set them', ['admin'], [], ['g-cs'], ['admin']],
    ['a group gives its role', [], mapping, ['g-cs'], ['customer-services']],
    ['two groups give two roles', [], mapping, ['g-admin', 'g-cs'], ['customer-services', 'admin']],
    [
      'a role whose group is gone is taken away',
      ['admin', 'carers-centre'],
      mapping,
      ['g-carers'],
      ['carers-centre'],
    ],
    ['groups with no role here give none', ['customer-services'], mapping, ['g-other'], []],
    ['roles other than staff roles are kept', ['tester', 'admin'], mapping, [], ['tester']],
    ['a claim that is not a list gives no role', ['admin'], mapping, 'g-admin', []],
    ['no claim gives no role', ['admin'], mapping, undefined, []],
  ])('%s', (_case, held, groupRoles, claim, expected) => {
    expect(rolesAfterProviderSignIn(held, groupRoles, claim)).toEqual(expected);
  });

  it('knows the staff roles', () => {
    expect(['customer-services', 'carers-centre', 'admin', 'agent', ''].map(isStaffRole)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
