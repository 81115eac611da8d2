import { describe, expect, it } from 'vitest';
import { hashPin, hashSecret, verifySecret } from './hash-secret.ts';

describe('hashing secrets', () => {
  it("stores a password with OWASP's argon2id setting and matches only that password", async () => {
    const stored = await hashSecret('correct horse battery staple');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifySecret(stored, 'correct horse battery staple')).toBe(true);
    expect(await verifySecret(stored, 'correct horse battery stapler')).toBe(false);
  });

  it('treats a damaged stored hash as a wrong password, not a failure', async () => {
    expect(await verifySecret('not a hash', 'correct horse battery staple')).toBe(false);
  });

  it("hashes a PIN with the account's own salt, the same today as when it was stored", async () => {
    // Written out: a change to the salt's derivation would stop every stored PIN matching.
    expect(await hashPin('20481632', 'user-1')).toBe(
      '$argon2id$v=19$m=19456,t=2,p=1$LadzoJb92wHsDgCO5gew9w$KPFvjc9M6lHfV7gFClBt9NXm0ZIDgbYWJsA+TcGmklA',
    );
    expect(await hashPin('20481632', 'unknown:ada@example.test')).toBe(
      '$argon2id$v=19$m=19456,t=2,p=1$jC3PLASei+lzH9HBi9bL1w$+5r10/F/eNeOlUaL7r7oI+YqV78asvu1i+rPw2C5vRM',
    );
  });
});
