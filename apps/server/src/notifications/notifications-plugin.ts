import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/index.ts';
import { createLogProvider, type LogProvider } from './log-provider.ts';
import type { NotificationProvider } from './notification-provider.ts';
import { createNotifyProvider } from './notify-provider.ts';
import { createSmtpProvider } from './smtp-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationProvider;
    /** The log provider's kept messages; null for real providers. */
    devOutbox: LogProvider | null;
  }
}

/** Builds the configured provider in one place, so features only call `send`. */
export const notificationsPlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    const { config } = options;
    let provider: NotificationProvider;
    let outbox: LogProvider | null = null;
    if (config.NOTIFICATION_PROVIDER === 'smtp') {
      provider = createSmtpProvider(config.SMTP_URL, config.SMTP_FROM);
    } else if (config.NOTIFICATION_PROVIDER === 'notify') {
      provider = createNotifyProvider({
        apiKey: config.NOTIFY_API_KEY,
        emailTemplateId: config.NOTIFY_EMAIL_TEMPLATE_ID,
        smsTemplateId: config.NOTIFY_SMS_TEMPLATE_ID,
      });
    } else {
      outbox = createLogProvider(app.log);
      provider = outbox;
    }
    app.decorate('notifications', provider);
    app.decorate('devOutbox', outbox);
  },
  { name: 'notifications' },
);
