import { parentPort, workerData } from 'node:worker_threads';
import { backupSqlite } from './backup-sqlite.ts';

/** The thread that takes the server's scheduled backups (backup-in-worker.ts). */
const { databaseFile, target, startedAt } = workerData as {
  databaseFile: string;
  target: string;
  startedAt: string;
};
try {
  const report = await backupSqlite(databaseFile, target, () => new Date(startedAt));
  parentPort?.postMessage({ report });
} catch (error) {
  parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
