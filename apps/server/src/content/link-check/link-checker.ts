import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { LinkCheckResults } from '@csa/contracts';
import type { CouncilFlavour, LinkCatalogues, LinkEntry } from '@csa/questionnaire';
import type { Database } from '../../database/index.ts';
import type { ServiceContentStore } from '../service-content-store.ts';
import { requestLink, type LinkAnswer, type RequestLinkOptions } from './request-link.ts';

const taskName = 'link-check';
/** Links requested at once: enough to finish a few hundred in minutes, few enough that no
 * site sees more than a trickle from the council. */
const concurrency = 4;

export interface LinkCheckerOptions {
  isEnabled: boolean;
  flavour: CouncilFlavour;
  timeoutMs: number;
  runLimitMs: number;
  testReceiver: string | null;
  /** How often the job runs across all processes (a day), and how often each process looks. */
  intervalMs: number;
  checkMs: number;
}

export interface LinkCheckRun {
  checked: number;
  failing: number;
  notReached: number;
}

/** Every address this council's residents can be shown: both national catalogues and its
 * own local links, without those it hides. */
export function publishedUrls(catalogues: LinkCatalogues, flavour: CouncilFlavour): string[] {
  const entries: LinkEntry[] = [
    ...Object.values(catalogues.CSA.areas),
    ...Object.values(catalogues.CARERS.areas),
    ...Object.values(catalogues.local.flavours[flavour]?.areas ?? {}),
  ].flatMap((list) => list ?? []);
  const urls = entries
    .filter((entry) => !entry.blacklist.includes(flavour))
    .map((entry) => entry.url);
  return [...new Set(urls)];
}

/**
 * Checks the published help links (docs/decisions/0141): each is requested with a short
 * timeout, a few at once, within a time limit for the whole run, and the failures are kept for
 * admins. Nothing a resident sees changes: an admin decides what to do with a failing link.
 * The daily run is claimed through `scheduled_task`, so of several processes one runs it.
 */
export class LinkChecker {
  private running: Promise<LinkCheckRun> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private scheduled: Promise<unknown> | null = null;
  private readonly stopping = new AbortController();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly content: ServiceContentStore,
    private readonly options: LinkCheckerOptions,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  get isEnabled(): boolean {
    return this.options.isEnabled;
  }

  /** Runs a check now, or joins the one this process is running. */
  runNow(): Promise<LinkCheckRun> {
    this.running ??= this.checkAndRecord().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  async results(): Promise<LinkCheckResults> {
    const { content } = await this.content.published();
    const urls = publishedUrls(content.links, this.options.flavour);
    const [task, rows] = await Promise.all([
      this.db
        .selectFrom('scheduled_task')
        .select(['last_started_at', 'last_finished_at'])
        .where('name', '=', taskName)
        .executeTakeFirst(),
      urls.length === 0
        ? Promise.resolve([])
        : this.db
            .selectFrom('link_check_failure')
            .selectAll()
            .where('url', 'in', urls)
            .orderBy('url')
            .execute(),
    ]);
    return {
      isEnabled: this.options.isEnabled,
      lastStartedAt: task?.last_started_at ?? null,
      lastFinishedAt: task?.last_finished_at ?? null,
      failures: rows.map((row) => ({
        url: row.url,
        status: row.status === null ? null : Number(row.status),
        errorKind: row.error_kind as LinkCheckResults['failures'][number]['errorKind'],
        firstFailedAt: row.first_failed_at,
        lastCheckedAt: row.last_checked_at,
      })),
    };
  }

  /** Looks every so often whether a day has passed since the last run (first look after one
   * interval of looking, so a server restarting in a loop does not request every link). */
  start(): void {
    if (this.timer || !this.options.isEnabled) return;
    this.timer = setInterval(() => {
      if (this.scheduled) return;
      this.scheduled = this.runIfDue()
        .catch((error: unknown) => {
          this.log.error({ err: error }, 'link check failed; it will be tried again');
        })
        .finally(() => {
          this.scheduled = null;
        });
    }, this.options.checkMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopping.abort();
    await Promise.allSettled([this.scheduled, this.running]);
  }

  /** Runs the check if this process wins the day's claim; null when it was not due. */
  async runIfDue(): Promise<LinkCheckRun | null> {
    const now = this.now();
    await this.db
      .insertInto('scheduled_task')
      .values({ name: taskName })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    const iso = now.toISOString();
    const dueIfStartedBefore = new Date(now.getTime() - this.options.intervalMs).toISOString();
    const claimed = await this.db
      .updateTable('scheduled_task')
      .set({ locked_until: new Date(now.getTime() + 2 * this.options.runLimitMs).toISOString() })
      .where('name', '=', taskName)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', iso)]))
      .where((eb) =>
        eb.or([eb('last_started_at', 'is', null), eb('last_started_at', '<=', dueIfStartedBefore)]),
      )
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return null;
    try {
      return await this.runNow();
    } finally {
      await this.db
        .updateTable('scheduled_task')
        .set({ locked_until: null })
        .where('name', '=', taskName)
        .execute();
    }
  }

  private async checkAndRecord(): Promise<LinkCheckRun> {
    const startedAt = this.now().toISOString();
    await this.db
      .insertInto('scheduled_task')
      .values({ name: taskName })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    await this.db
      .updateTable('scheduled_task')
      .set({ last_started_at: startedAt })
      .where('name', '=', taskName)
      .execute();
    const { content } = await this.content.published();
    const urls = publishedUrls(content.links, this.options.flavour);
    const answers = await this.checkAll(urls);
    let failing = 0;
    for (const [url, answer] of answers) {
      if (!answer.ok) failing += 1;
      await this.record(url, answer);
    }
    // An address no longer published is no longer the admin's concern.
    if (urls.length > 0) {
      await this.db.deleteFrom('link_check_failure').where('url', 'not in', urls).execute();
    } else {
      await this.db.deleteFrom('link_check_failure').execute();
    }
    const run = { checked: answers.size, failing, notReached: urls.length - answers.size };
    await this.db
      .updateTable('scheduled_task')
      .set({ last_finished_at: this.now().toISOString(), last_result: JSON.stringify(run) })
      .where('name', '=', taskName)
      .execute();
    this.log.info(run, 'link check done');
    return run;
  }

  /** Requests the links a few at a time until all are answered or the run's time is up. */
  private async checkAll(urls: string[]): Promise<Map<string, LinkAnswer>> {
    const answers = new Map<string, LinkAnswer>();
    const signal = AbortSignal.any([
      AbortSignal.timeout(this.options.runLimitMs),
      this.stopping.signal,
    ]);
    const requestOptions: RequestLinkOptions = {
      timeoutMs: this.options.timeoutMs,
      signal,
      testReceiver: this.options.testReceiver,
    };
    const queue = [...urls];
    const worker = async () => {
      for (let url = queue.shift(); url !== undefined && !signal.aborted; url = queue.shift()) {
        const answer = await requestLink(url, requestOptions);
        // A request cut short by the run's end says nothing about the link.
        if (!signal.aborted) answers.set(url, answer);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return answers;
  }

  private async record(url: string, answer: LinkAnswer): Promise<void> {
    const at = this.now().toISOString();
    if (answer.ok) {
      await this.db.deleteFrom('link_check_failure').where('url', '=', url).execute();
      return;
    }
    await this.db
      .insertInto('link_check_failure')
      .values({
        url,
        status: answer.status,
        error_kind: answer.errorKind,
        first_failed_at: at,
        last_checked_at: at,
      })
      .onConflict((conflict) =>
        conflict.column('url').doUpdateSet({
          status: answer.status,
          error_kind: answer.errorKind,
          last_checked_at: at,
        }),
      )
      .execute();
  }
}
