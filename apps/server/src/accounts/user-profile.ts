import type { Selectable } from 'kysely';
import type { UserProfile } from '@csa/contracts';
import type { UserTable } from '../database/index.ts';

/** The public view of a user (spec §3 User); never the password hash or date of birth. */
export function toUserProfile(row: Selectable<UserTable>, isAgent = false): UserProfile {
  const roles = JSON.parse(row.role_names) as string[];
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    emailProfileEmail: row.login_email,
    postcode: row.postcode,
    imageUrl: row.image_url,
    registrationTime: row.registration_time,
    roleNames: isAgent ? [...roles, 'agent'] : roles,
    mobilePhoneNumber: row.mobile_phone_number,
  };
}
