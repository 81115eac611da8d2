import fs from 'node:fs';
import path from 'node:path';
import { backupInWorker } from './backup-in-worker.ts';
import type { BackupReport } from './backup-sqlite.ts';
import { compactTime } from './restore-sqlite.ts';

/** What the schedule writes to its log: pino's (Fastify's) logger fits. */
export interface BackupLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface BackupScheduleOptions {
  databaseFile: string;
  folder: string;
  /** A new copy once the newest is this old. */
  intervalMs: number;
  /** Copies kept: the oldest beyond this many are deleted after each new one. */
  keep: number;
  /** How often the process looks whether a copy is due. */
  checkMs?: number;
  now?: () => Date;
  log: BackupLog;
}

/** The schedule's own copies; anything else in the folder is left alone. */
const copyName = /^assessments-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.sqlite$/;

/**
 * Backups of the embedded database by the server itself (BACKUP_DIR): a copy named by its
 * time once the newest copy in the folder is an interval old, then all but the newest `keep`
 * copies deleted. The folder is the only state, so a restart neither repeats a copy nor skips
 * one, and the first copy is taken as soon as the server is ready. Copies are taken on a thread
 * of their own (backup-in-worker.ts), so residents' requests go on meanwhile.
 */
export class BackupSchedule {
  #timer: NodeJS.Timeout | null = null;
  #inFlight: Promise<unknown> | null = null;
  readonly #now: () => Date;

  constructor(private readonly options: BackupScheduleOptions) {
    this.#now = options.now ?? (() => new Date());
  }

  start(): void {
    if (this.#timer) return;
    const check = () => {
      if (this.#inFlight) return;
      this.#inFlight = this.runIfDue()
        .catch((error: unknown) => {
          this.options.log.error({ err: error }, 'scheduled backup failed; it will be tried again');
        })
        .finally(() => {
          this.#inFlight = null;
        });
    };
    this.#timer = setInterval(check, this.options.checkMs ?? 300_000);
    this.#timer.unref();
    check();
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#inFlight;
  }

  /** Takes a copy if one is due; its report and the old copies deleted, or null if not due. */
  async runIfDue(): Promise<(BackupReport & { deleted: string[] }) | null> {
    const { folder, intervalMs, keep, log } = this.options;
    const now = this.#now();
    fs.mkdirSync(folder, { recursive: true });
    const newest = this.#copies()[0];
    if (newest && now.getTime() - newest.time.getTime() < intervalMs) return null;
    const report = await backupInWorker(
      this.options.databaseFile,
      path.join(folder, `assessments-${compactTime(now)}.sqlite`),
      () => now,
    );
    const deleted = this.#copies()
      .slice(keep)
      .map((copy) => copy.file);
    for (const file of deleted) fs.rmSync(file, { force: true });
    log.info({ ...report, deleted }, 'scheduled backup written');
    return { ...report, deleted };
  }

  /** The schedule's copies in the folder, newest first. */
  #copies(): { file: string; time: Date }[] {
    const copies: { file: string; time: Date }[] = [];
    for (const name of fs.readdirSync(this.options.folder)) {
      const parts = copyName.exec(name);
      if (!parts) continue;
      const [, year, month, day, hours, minutes, seconds] = parts;
      const time = new Date(`${year}-${month}-${day}T${hours}:${minutes}:${seconds}Z`);
      copies.push({ file: path.join(this.options.folder, name), time });
    }
    return copies.sort((a, b) => b.time.getTime() - a.time.getTime());
  }
}
