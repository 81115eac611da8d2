import { describe, expect, it } from 'vitest';
import { signInMethodOf } from './sign-in-routes.ts';

describe('which calls are sign-in attempts', () => {
  it.each([
    ['POST', '/auth/login', 'password'],
    ['POST', '/auth/login/totp', 'two-step'],
    ['POST', '/auth/login/mobile/verify', 'mobile'],
    ['POST', '/auth/login/agent', 'pin'],
    ['GET', '/auth/login', undefined],
    ['POST', '/auth/login/mobile', undefined],
    ['POST', '/auth/signup', undefined],
    ['POST', '/auth/reset', undefined],
    ['POST', undefined, undefined],
  ])('%s %s is %s', (method, route, expected) => {
    expect(signInMethodOf(method, route)).toBe(expected);
  });
});
