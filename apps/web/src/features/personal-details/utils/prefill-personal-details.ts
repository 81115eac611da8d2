import type { PersonalDetails, UserProfile } from '@csa/contracts';

/**
 * What the service already knows, to fill in personal details before the resident types
 * (WCAG 3.3.7 Redundant Entry): the details they confirmed in their last submitted assessment
 * of this pathway, else the account's name and contact e-mail. The postcode goes to the
 * address search (an address needs its full line, which the account does not hold).
 */
export function prefillPersonalDetails(
  previous: PersonalDetails | undefined,
  user: Pick<UserProfile, 'name' | 'email' | 'postcode'> | null,
): {
  details: PersonalDetails | undefined;
  addressQuery: string;
  source: 'previous' | 'account' | null;
} {
  if (previous) {
    // Consents are given for each assessment, so they are asked again.
    const details: PersonalDetails = { ...previous };
    delete details.hasConsent;
    delete details.hasLocalAuthorityConsent;
    return { details, addressQuery: '', source: 'previous' };
  }
  if (!user) return { details: undefined, addressQuery: '', source: null };
  const [firstName, ...others] = user.name.trim().split(/\s+/);
  const details: PersonalDetails = {
    ...(firstName ? { firstName } : {}),
    ...(others.length > 0 ? { lastName: others.join(' ') } : {}),
    ...(user.email ? { email: user.email } : {}),
  };
  return { details, addressQuery: user.postcode ?? '', source: 'account' };
}
