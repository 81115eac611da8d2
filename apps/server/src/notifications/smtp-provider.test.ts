import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../testing/index.ts';
import { createSmtpProvider } from './smtp-provider.ts';

const from = 'Care and support <no-reply@council.example>';

describe('smtp provider against a real SMTP server on loopback', () => {
  let receiver: SmtpReceiver;
  beforeAll(async () => {
    receiver = await startSmtpReceiver();
  });
  afterAll(async () => receiver?.close());

  it('sends the finished e-mail from the configured sender', async () => {
    const provider = createSmtpProvider(receiver.url, from);
    await provider.send({
      channel: 'email',
      recipient: 'grace.hopper@resident.example',
      template: 'reset-password',
      subject: 'Reset your password',
      body: 'Open this link to choose a new password: https://care.example/reset?key=abc',
    });
    const [mail] = await receiver.waitFor(1);
    expect(mail).toEqual({
      to: ['grace.hopper@resident.example'],
      from: 'no-reply@council.example',
      subject: 'Reset your password',
      text: 'Open this link to choose a new password: https://care.example/reset?key=abc\n',
      attachments: 0,
    });
  });

  it('cannot send texts, and says so with a 503 the resident can act on', async () => {
    const provider = createSmtpProvider(receiver.url, from);
    expect(provider.canSendTexts).toBe(false);
    const before = receiver.mails.length;
    const sending = provider.send({
      channel: 'sms',
      recipient: '07700900123',
      template: 'mobile-sign-in',
      subject: '',
      body: 'Your code is 123456',
    });
    await expect(sending).rejects.toBeInstanceOf(AppError);
    await expect(sending).rejects.toMatchObject({
      statusCode: 503,
      code: 'SMS_UNAVAILABLE',
      message: 'Text messages are not available at the moment. Please sign in another way.',
    });
    expect(receiver.mails.length).toBe(before);
  });

  it('fails the send when the relay drops the connection, so the caller can retry', async () => {
    // A relay that hangs up on every connection, as one that is failing does.
    const failing = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    const { port } = failing.address() as AddressInfo;
    const provider = createSmtpProvider(`smtp://127.0.0.1:${port}`, from);
    try {
      await expect(
        provider.send({
          channel: 'email',
          recipient: 'grace.hopper@resident.example',
          template: 'verify-email',
          subject: 'Confirm your email address',
          body: 'Open this link',
        }),
      ).rejects.toThrow();
    } finally {
      await new Promise((resolve) => failing.close(resolve));
    }
  });
});
