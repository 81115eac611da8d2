import { ConfigurationError, loadConfig } from '../config/load-config.ts';
import { buildWorkerApp } from './build-worker-app.ts';

/**
 * `npm run worker`: drains the outbox without serving HTTP. Configured like the service (the
 * same environment). SIGTERM and SIGINT finish the job in hand, then exit.
 */
let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigurationError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const app = await buildWorkerApp(config);
await app.ready();
app.log.info('delivery worker started');

let isStopping = false;
const stop = (signal: string) => {
  if (isStopping) return;
  isStopping = true;
  app.log.info({ signal }, 'delivery worker stopping after the job in hand');
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      app.log.error({ err: error }, 'error while stopping the delivery worker');
      process.exit(1);
    },
  );
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
