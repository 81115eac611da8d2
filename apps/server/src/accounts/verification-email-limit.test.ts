import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/load-config.ts';
import { AppError } from '../errors/app-error.ts';
import { testDatabases } from '../testing/index.ts';
import { countVerificationEmail } from './verification-email-limit.ts';

const databases = await testDatabases();
const config = loadConfig({ NODE_ENV: 'test' });

describe.each(databases)('counting verification e-mails on $name', (database) => {
  it('keeps one counter for the account and one for the address', async () => {
    const handle = await database.open();
    try {
      const userId = randomUUID();
      const email = `counted-${randomUUID()}@example.test`;
      const counted = await countVerificationEmail(handle.db, config, { userId, email });
      expect(counted).toEqual({ userId, email });
      const counters = await handle.db
        .selectFrom('attempt_counter')
        .select(['key', 'failures'])
        .orderBy('key')
        .execute();
      expect(counters).toEqual([
        { key: `verify-email-from:${userId}`, failures: 1 },
        { key: `verify-email-to:${email}`, failures: 1 },
      ]);
    } finally {
      await handle.close();
    }
  });

  it('lets a failure of the database through as it is, not as too many e-mails', async () => {
    const handle = await database.open();
    await handle.close();
    const failure = await countVerificationEmail(handle.db, config, {
      userId: randomUUID(),
      email: 'closed@example.test',
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(AppError);
  });
});
