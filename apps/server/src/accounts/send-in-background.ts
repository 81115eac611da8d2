import type { FastifyInstance } from 'fastify';
import type { OutgoingMessage } from '../notifications/index.ts';

/**
 * Sends without making the resident wait, where the answer must not depend on the outcome:
 * a slow mail relay would otherwise show, by timing, which e-mail addresses have accounts.
 * Failures are logged for the operator.
 */
export function sendInBackground(app: FastifyInstance, message: OutgoingMessage): void {
  app.notifications.send(message).catch((error: unknown) => {
    app.log.error({ err: error, template: message.template }, 'could not send message');
  });
}
