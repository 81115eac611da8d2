import { closeOnSignals, loadConfigOrExit } from '../lifecycle/index.ts';
import { buildWorkerApp } from './build-worker-app.ts';

/**
 * `npm run worker`: drains the outbox without serving HTTP. Configured like the service (the
 * same environment). SIGTERM and SIGINT finish the job in hand, then exit.
 */
const config = loadConfigOrExit();
const app = await buildWorkerApp(config);
closeOnSignals(app, config.SHUTDOWN_GRACE_MS);
await app.ready();
app.log.info('delivery worker started');
