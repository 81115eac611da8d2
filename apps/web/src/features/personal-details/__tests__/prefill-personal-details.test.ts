import { describe, expect, it } from 'vitest';
import { prefillPersonalDetails } from '../utils/prefill-personal-details.ts';

const user = { name: 'Ada King Lovelace', email: 'ada@example.test', postcode: 'SE15 6JY' };

describe('personal details filled in from what the service knows (WCAG 3.3.7)', () => {
  it('takes the details confirmed in the last submitted assessment, asking consents again', () => {
    const previous = {
      firstName: 'Ada',
      lastName: 'Okafor',
      address: { single_line_address: '1 Colebrooke Street, SE15 6JY', postcode: 'SE15 6JY' },
      isCompletedByAgent: true,
      hasConsent: true,
      hasLocalAuthorityConsent: true,
    };
    const prefill = prefillPersonalDetails(previous, user);
    expect(prefill.source).toBe('previous');
    expect(prefill.details).toEqual({
      firstName: 'Ada',
      lastName: 'Okafor',
      address: { single_line_address: '1 Colebrooke Street, SE15 6JY', postcode: 'SE15 6JY' },
      isCompletedByAgent: true,
    });
  });

  it("otherwise uses the account's name, contact e-mail and postcode (for the address search)", () => {
    expect(prefillPersonalDetails(undefined, user)).toEqual({
      details: { firstName: 'Ada', lastName: 'King Lovelace', email: 'ada@example.test' },
      addressQuery: 'SE15 6JY',
      source: 'account',
    });
    expect(prefillPersonalDetails(undefined, null).source).toBeNull();
  });
});
