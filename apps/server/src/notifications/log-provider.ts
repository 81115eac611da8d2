import type { FastifyBaseLogger } from 'fastify';
import type { OutboxMessage } from '@csa/contracts';
import type { NotificationProvider } from './notification-provider.ts';

export interface LogProvider extends NotificationProvider {
  /** Newest first. */
  outbox(): OutboxMessage[];
}

/**
 * The development provider: nothing leaves the machine. Messages are kept in memory (the last
 * `limit`, so a long-running dev server does not grow) for GET /dev/outbox. The log line
 * names the template only: bodies hold codes and links.
 */
export function createLogProvider(logger: FastifyBaseLogger, limit = 200): LogProvider {
  const kept: OutboxMessage[] = [];
  return {
    canSendTexts: true,
    async send(message) {
      kept.unshift({ ...message, createdAt: new Date().toISOString() });
      kept.length = Math.min(kept.length, limit);
      logger.info(
        { template: message.template, channel: message.channel },
        'message kept in dev outbox',
      );
    },
    outbox: () => kept.map((message) => ({ ...message })),
  };
}
