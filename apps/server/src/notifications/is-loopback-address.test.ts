import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from './is-loopback-address.ts';

/** Decides who may read GET /dev/outbox (reset links, sign-in codes): this machine only. */
describe('isLoopbackAddress', () => {
  it('is true for 127.0.0.0/8 and ::1, however a socket writes them', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '::1',
      '0:0:0:0:0:0:0:1',
      '::ffff:127.0.0.1',
      '::FFFF:127.0.0.2',
      '::ffff:7f00:1',
    ]) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
  });

  it('is false for any other address, a name, or none', () => {
    for (const address of [
      '128.0.0.1',
      '10.0.0.1',
      '192.0.2.10',
      '::2',
      '2001:db8::1',
      '::ffff:192.0.2.10',
      '::127.0.0.1',
      'localhost',
      '',
      undefined,
    ]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });
});
