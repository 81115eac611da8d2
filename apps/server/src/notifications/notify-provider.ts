import { createRequire } from 'node:module';
import type { NotifyClient as Client } from 'notifications-node-client';
import type { NotificationProvider } from './notification-provider.ts';

const require = createRequire(import.meta.url);

const notifyApiUrl = 'https://api.notifications.service.gov.uk';

/**
 * GOV.UK Notify, which UK councils already use. One e-mail template with ((subject)) and
 * ((body)) placeholders and one SMS template with ((body)) keep the wording in this code base,
 * where it is reviewed with the feature, rather than split across two systems.
 */
export function createNotifyProvider(options: {
  apiKey: string;
  emailTemplateId: string;
  smsTemplateId: string;
  /** Notify's API; another address only for a stand-in on loopback in tests. */
  baseUrl?: string;
}): NotificationProvider {
  // Loaded only when configured: the client brings axios, a few MB a service without Notify
  // would hold for nothing (docs/decisions/0064).
  const { NotifyClient } = require('notifications-node-client') as { NotifyClient: typeof Client };
  const client = new NotifyClient(options.baseUrl ?? notifyApiUrl, options.apiKey);
  return {
    canSendTexts: true,
    async send(message) {
      const personalisation = { subject: message.subject, body: message.body };
      if (message.channel === 'sms') {
        await client.sendSms(options.smsTemplateId, message.recipient, {
          personalisation,
          reference: message.template,
        });
      } else {
        await client.sendEmail(options.emailTemplateId, message.recipient, {
          personalisation,
          reference: message.template,
        });
      }
    },
  };
}
