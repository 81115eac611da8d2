import { Worker } from 'node:worker_threads';
import type { BackupReport } from './backup-sqlite.ts';

/**
 * backupSqlite on a thread of its own. The copy is one synchronous step of SQLite's backup
 * and the check reads every page: on the server's thread they would hold up every request
 * for as long as they take (0.4 s for a 100 MB database, measured), so the server's scheduled
 * backups run here. The file `./sqlite-backup-worker-bootstrap.mjs` is the worker's entry in
 * src (it loads tsx) and its compiled bundle in dist (scripts/build-server.ts).
 */
export function backupInWorker(
  databaseFile: string,
  target: string,
  clock: () => Date = () => new Date(),
): Promise<BackupReport> {
  const worker = new Worker(new URL('./sqlite-backup-worker-bootstrap.mjs', import.meta.url), {
    workerData: { databaseFile, target, startedAt: clock().toISOString() },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (message: { report?: BackupReport; error?: string }) => {
      if (message.report) resolve(message.report);
      else reject(new Error(message.error ?? 'the backup thread sent nothing'));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the backup thread stopped (code ${code})`)));
  });
}
