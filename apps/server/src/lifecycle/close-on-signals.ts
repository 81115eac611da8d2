import type { FastifyInstance } from 'fastify';

/**
 * On SIGTERM or SIGINT, closes the app (its close hooks finish work in hand: requests in flight,
 * the delivery job being sent) and exits 0; exits 1 if that takes longer than `graceMs` or fails.
 */
export function closeOnSignals(app: FastifyInstance, graceMs: number): void {
  let isClosing = false;
  const shutdown = (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, graceMs);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
