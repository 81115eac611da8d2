import { NotifyClient } from 'notifications-node-client';
import type { NotificationProvider } from './notification-provider.ts';

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
