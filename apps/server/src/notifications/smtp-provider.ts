import { createRequire } from 'node:module';
import type nodemailer from 'nodemailer';
import { AppError } from '../errors/index.ts';
import type { NotificationProvider } from './notification-provider.ts';

const require = createRequire(import.meta.url);

/** E-mail through any SMTP relay. SMTP cannot send texts: a council that needs sign-in by
 * mobile uses the notify provider. */
export function createSmtpProvider(smtpUrl: string, from: string): NotificationProvider {
  // Loaded only when configured (docs/decisions/0064).
  const { createTransport } = require('nodemailer') as typeof nodemailer;
  const transport = createTransport(smtpUrl);
  return {
    canSendTexts: false,
    async send(message) {
      if (message.channel === 'sms') {
        throw new AppError(
          503,
          'SMS_UNAVAILABLE',
          'Text messages are not available at the moment. Please sign in another way.',
        );
      }
      await transport.sendMail({
        from,
        to: message.recipient,
        subject: message.subject,
        text: message.body,
      });
    },
  };
}
