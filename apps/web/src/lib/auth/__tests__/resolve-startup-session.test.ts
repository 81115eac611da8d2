import { describe, expect, it } from 'vitest';
import type { UserProfile } from '@csa/contracts';
import { ApiError } from '../../api-error.ts';
import {
  resolveStartupSession,
  stateAfterComparingAccounts,
  stateAfterStartupFailure,
  type StartupPlan,
} from '../resolve-startup-session.ts';

const profile = (id: string): UserProfile => ({
  id,
  name: `Person ${id}`,
  email: null,
  emailProfileEmail: `${id}@example.test`,
  postcode: null,
  imageUrl: null,
  registrationTime: '2026-11-25T00:00:00.000Z',
  roleNames: [],
  mobilePhoneNumber: null,
});

describe('what the start-up sign-in check does first (spec §4 Authentication)', () => {
  it.each<[string, Parameters<typeof resolveStartupSession>[0], StartupPlan]>([
    [
      'nothing in the address and nothing stored: signed out',
      { tokenInAddress: null, isAskedFor: false, storedToken: null },
      { step: 'signOut' },
    ],
    [
      'a stored token only: checked on the server',
      { tokenInAddress: null, isAskedFor: false, storedToken: 'stored' },
      { step: 'validateStoredToken', token: 'stored' },
    ],
    [
      'a token this browser asked for, nothing stored: signed in with it',
      { tokenInAddress: 'arrived', isAskedFor: true, storedToken: null },
      { step: 'signInWithAddressToken', token: 'arrived' },
    ],
    [
      'the stored token arriving again, even unasked: signed in with it',
      { tokenInAddress: 'same', isAskedFor: false, storedToken: 'same' },
      { step: 'signInWithAddressToken', token: 'same' },
    ],
    [
      'a token nobody here asked for, nothing stored: the resident is asked first',
      { tokenInAddress: 'arrived', isAskedFor: false, storedToken: null },
      { step: 'askBeforeSignIn', token: 'arrived' },
    ],
    [
      'another token while one is stored: the accounts are compared, asked for or not',
      { tokenInAddress: 'arrived', isAskedFor: true, storedToken: 'stored' },
      {
        step: 'compareAccounts',
        storedToken: 'stored',
        addressToken: 'arrived',
        ifStoredTokenFails: { step: 'signInWithAddressToken', token: 'arrived' },
      },
    ],
    [
      'an unasked token while one is stored: compared, else the resident is asked',
      { tokenInAddress: 'arrived', isAskedFor: false, storedToken: 'stored' },
      {
        step: 'compareAccounts',
        storedToken: 'stored',
        addressToken: 'arrived',
        ifStoredTokenFails: { step: 'askBeforeSignIn', token: 'arrived' },
      },
    ],
  ])('%s', (_case, input, plan) => {
    expect(resolveStartupSession(input)).toEqual(plan);
  });
});

describe('the state after comparing the stored account with the one in the address', () => {
  const current = profile('current');

  it('stays signed in and asks, when the address signs in as someone else', () => {
    const other = profile('other');
    expect(stateAfterComparingAccounts(current, other, 'arrived')).toEqual({
      status: 'signedIn',
      user: current,
      pendingSwitch: { otherUser: other, otherToken: 'arrived', isSwitching: false },
    });
  });

  it.each([
    ['is the same account', profile('current')],
    ['could not be loaded', null],
  ])('stays signed in without asking, when the other token %s', (_case, other) => {
    expect(stateAfterComparingAccounts(current, other, 'arrived')).toEqual({
      status: 'signedIn',
      user: current,
      pendingSwitch: null,
    });
  });
});

describe('the state after a start-up call failed', () => {
  const answer = (status: number) => new ApiError(status, 'GET', [], 'Failed');
  it.each<[string, 'profile' | 'validate', unknown, string]>([
    ['a 404 on the profile means signed out', 'profile', answer(404), 'signedOut'],
    ['any other answer to the profile shows the failure screen', 'profile', answer(401), 'failed'],
    ['a server error on the profile shows the failure screen', 'profile', answer(500), 'failed'],
    ['no answer to the profile shows the failure screen', 'profile', new TypeError('x'), 'failed'],
    ['a refused stored token means signed out', 'validate', answer(401), 'signedOut'],
    ['an unknown stored token means signed out', 'validate', answer(404), 'signedOut'],
    ['a server error on the check shows the failure screen', 'validate', answer(503), 'failed'],
    ['no answer to the check shows the failure screen', 'validate', new TypeError('x'), 'failed'],
  ])('%s', (_case, call, error, status) => {
    expect(stateAfterStartupFailure(call, error)).toEqual({
      status,
      user: null,
      pendingSwitch: null,
    });
  });
});
