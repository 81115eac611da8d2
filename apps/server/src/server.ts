import { buildApp } from './app.ts';
import { closeOnSignals } from './lifecycle/close-on-signals.ts';
import { loadConfigOrExit } from './lifecycle/load-config-or-exit.ts';

/** Starts the service: listens, keeps sensible timeouts, and on SIGTERM/SIGINT stops taking
 * new connections and lets requests in flight finish before closing the database. */
async function start() {
  const config = loadConfigOrExit();
  const app = await buildApp({ config });
  app.server.requestTimeout = 30_000;
  app.server.headersTimeout = 20_000;
  app.server.keepAliveTimeout = 5_000;
  closeOnSignals(app, config.SHUTDOWN_GRACE_MS);
  await app.listen({ port: config.PORT, host: config.HOST });
}

await start();
