import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startNotifyReceiver, type NotifyReceiver } from '../testing/index.ts';
import { createNotifyProvider } from './notify-provider.ts';

describe('notify provider against a GOV.UK Notify stand-in on loopback', () => {
  let notify: NotifyReceiver;
  beforeAll(async () => {
    notify = await startNotifyReceiver();
  });
  afterAll(async () => notify?.close());
  beforeEach(() => {
    notify.accepted.length = 0;
    notify.unauthorised = 0;
    notify.behaviour.failWith = null;
  });

  const provider = () =>
    createNotifyProvider({
      apiKey: notify.apiKey,
      emailTemplateId: 'email-template-id',
      smsTemplateId: 'sms-template-id',
      baseUrl: notify.baseUrl,
    });

  it('sends an e-mail through the e-mail template with the subject and body filled in', async () => {
    await provider().send({
      channel: 'email',
      recipient: 'grace.hopper@resident.example',
      template: 'verify-email',
      subject: 'Confirm your email address',
      body: 'Open this link to confirm it.',
    });
    expect(notify.unauthorised).toBe(0);
    expect(notify.accepted).toEqual([
      {
        channel: 'email',
        recipient: 'grace.hopper@resident.example',
        templateId: 'email-template-id',
        personalisation: {
          subject: 'Confirm your email address',
          body: 'Open this link to confirm it.',
        },
        reference: 'verify-email',
      },
    ]);
  });

  it('sends a text through the SMS template', async () => {
    const texts = provider();
    expect(texts.canSendTexts).toBe(true);
    await texts.send({
      channel: 'sms',
      recipient: '07700900123',
      template: 'mobile-sign-in',
      subject: 'Your sign-in code',
      body: 'Your code is 123456',
    });
    expect(notify.accepted).toEqual([
      {
        channel: 'sms',
        recipient: '07700900123',
        templateId: 'sms-template-id',
        personalisation: { subject: 'Your sign-in code', body: 'Your code is 123456' },
        reference: 'mobile-sign-in',
      },
    ]);
  });

  it('is refused with a key Notify does not know, and the send fails', async () => {
    const wrongKey = createNotifyProvider({
      apiKey: `council_test-${crypto.randomUUID()}-${crypto.randomUUID()}`,
      emailTemplateId: 'email-template-id',
      smsTemplateId: 'sms-template-id',
      baseUrl: notify.baseUrl,
    });
    await expect(
      wrongKey.send({
        channel: 'email',
        recipient: 'grace.hopper@resident.example',
        template: 'verify-email',
        subject: 'Confirm',
        body: 'Open this link',
      }),
    ).rejects.toThrow(/403/);
    expect(notify.unauthorised).toBe(1);
    expect(notify.accepted).toEqual([]);
  });

  it('fails the send when Notify answers with an error, so the caller can retry', async () => {
    notify.behaviour.failWith = 500;
    await expect(
      provider().send({
        channel: 'sms',
        recipient: '07700900123',
        template: 'mobile-sign-in',
        subject: '',
        body: 'Your code is 123456',
      }),
    ).rejects.toThrow(/500/);
    expect(notify.accepted).toEqual([]);
  });
});
