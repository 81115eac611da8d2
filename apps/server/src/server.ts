import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { closeOnSignals, loadConfigOrExit } from './lifecycle/index.ts';
import { warmPdfRenderer } from './pdf/index.ts';

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
  // A parent that started this process with PORT=0 and an IPC channel (the tests) learns the
  // port it got, so no test has to guess a free port and race another process for it.
  process.send?.({ listeningPort: (app.server.address() as AddressInfo).port });
  // After listening, so readiness is not held up; the first resident's PDF then finds a warm
  // worker instead of waiting for one to start.
  void warmPdfRenderer(app.pdfRenderer).then((warm) => {
    if (warm.error) app.log.warn({ ms: warm.ms, error: warm.error }, 'PDF renderer warm-up failed');
    else app.log.info({ ms: warm.ms }, 'PDF renderer warmed up');
  });
}

await start();
