import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogProvider } from './log-provider.ts';

/** The development provider keeps messages for GET /dev/outbox and logs only which template. */
function loggedProvider() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const { log } = Fastify({ logger: { level: 'info', stream } });
  return { provider: createLogProvider(log), lines };
}

const message = (index: number) => ({
  channel: 'email' as const,
  recipient: `resident${index}@example.test`,
  template: 'verify-email',
  subject: 'Confirm your email address',
  body: `Open https://care.example.gov.uk/verify?key=link-${index}`,
});

describe('createLogProvider', () => {
  it('keeps every message newest first, and logs the template and channel, not the body', async () => {
    const { provider, lines } = loggedProvider();
    expect(provider.canSendTexts).toBe(true);
    await provider.send(message(1));
    await provider.send({ ...message(2), channel: 'sms', template: 'mobile-sign-in' });
    expect(provider.outbox()).toEqual([
      { ...message(2), channel: 'sms', template: 'mobile-sign-in', createdAt: expect.any(String) },
      { ...message(1), createdAt: expect.any(String) },
    ]);
    expect(lines.map(({ template, channel, msg }) => ({ template, channel, msg }))).toEqual([
      { template: 'verify-email', channel: 'email', msg: 'message kept in dev outbox' },
      { template: 'mobile-sign-in', channel: 'sms', msg: 'message kept in dev outbox' },
    ]);
    expect(JSON.stringify(lines)).not.toContain('link-');
    expect(JSON.stringify(lines)).not.toContain('resident');
  });

  it('keeps only the newest 200, so a long-running dev server does not grow', async () => {
    const { provider } = loggedProvider();
    for (let index = 1; index <= 201; index += 1) await provider.send(message(index));
    const kept = provider.outbox();
    expect(kept).toHaveLength(200);
    expect(kept[0]?.recipient).toBe('resident201@example.test');
    expect(kept[199]?.recipient).toBe('resident2@example.test');
  });

  it('hands out copies: a caller changing one does not change what is kept', async () => {
    const { provider } = loggedProvider();
    await provider.send(message(1));
    const [first] = provider.outbox();
    first!.body = 'changed';
    expect(provider.outbox()[0]?.body).toBe(message(1).body);
  });
});
