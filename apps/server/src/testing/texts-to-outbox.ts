import type { FastifyInstance } from 'fastify';
import { createLogProvider } from '../notifications/log-provider.ts';

/**
 * For an app sending mail through the smtp provider (to a test SMTP receiver): texts, which
 * SMTP cannot send, go to the developer outbox instead, so one journey can follow an e-mailed
 * link from the relay and a texted code from the outbox. Call once the app is ready.
 */
export function routeTextsToOutbox(app: FastifyInstance): void {
  const mail = app.notifications;
  const texts = createLogProvider(app.log);
  app.notifications = {
    canSendTexts: true,
    send: (message) => (message.channel === 'sms' ? texts.send(message) : mail.send(message)),
  };
  app.devOutbox = texts;
}
