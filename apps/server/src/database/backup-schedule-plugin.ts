import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/index.ts';
import { BackupSchedule } from './backup-schedule.ts';
import { sqliteFileIn } from './sqlite-file.ts';

/** Scheduled backups of the embedded database, when BACKUP_DIR is set (backup-schedule.ts);
 * on PostgreSQL the configuration refuses BACKUP_DIR. */
export const backupSchedulePlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    const { config } = options;
    if (!config.BACKUP_DIR || app.databaseKind !== 'sqlite') return;
    const schedule = new BackupSchedule({
      databaseFile: sqliteFileIn(config.DATA_DIR),
      folder: config.BACKUP_DIR,
      intervalMs: config.BACKUP_INTERVAL_HOURS * 3_600_000,
      keep: config.BACKUP_KEEP,
      log: app.log.child({ component: 'backup' }),
    });
    app.addHook('onReady', async () => schedule.start());
    app.addHook('preClose', async () => schedule.stop());
  },
  { name: 'backup-schedule', dependencies: ['database'] },
);
