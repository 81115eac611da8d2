import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../database/index.ts';
import { DeliveryJobRepository } from '../outbox/index.ts';

/** The outbox's (form_id, kind) pair of a week's e-mail: this key and `contact-digest@<Monday>`. */
export const contactDigestKey = 'contact-digest';
const kindPrefix = `${contactDigestKey}@`;
/** The carers centre's e-mail goes to its team address (delivery-channels.ts). */
export const contactDigestTeam = 'carers-centre';
/** The week's e-mail is due from this hour on Monday, London time. */
const sendHour = 8;
const dayMs = 86_400_000;

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
  weekday: 'short',
});
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * The week whose e-mail is due at `now`, as the date (YYYY-MM-DD) of its Monday in London.
 * A week's e-mail is due from 08:00 London time on its Monday; before that on a Monday, the
 * week before is meant.
 */
export function contactDigestWeek(now: Date): string {
  const parts = Object.fromEntries(
    londonParts.formatToParts(now).map((part) => [part.type, part.value]),
  );
  const localDay = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day));
  let sinceMonday = weekdays.indexOf(parts.weekday ?? '');
  if (sinceMonday === 0 && Number(parts.hour) < sendHour) sinceMonday = 7;
  return new Date(localDay - sinceMonday * dayMs).toISOString().slice(0, 10);
}

export function contactDigestKind(week: string): string {
  return `${kindPrefix}${week}`;
}

/** The Monday a contact e-mail job is for, or null for any other job. */
export function contactDigestWeekOf(kind: string): string | null {
  return kind.startsWith(kindPrefix) ? kind.slice(kindPrefix.length) : null;
}

export interface ContactDigestScheduleOptions {
  /** How often each process looks whether this week's e-mail is queued. */
  checkMs: number;
}

/**
 * Queues the carers centre's weekly contact e-mail in the delivery outbox. Each process looks
 * every few minutes; queuing is an insert that does nothing when the week's job exists, since
 * the outbox's unique (form_id, kind) pair names the week, so two processes, a restart or a
 * check every few minutes all queue it once. The outbox worker sends it and retries it
 * through a mail outage. A process that was down all week does not send that week late.
 */
export class ContactDigestSchedule {
  private timer: NodeJS.Timeout | null = null;
  private inFlight: Promise<unknown> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
    private readonly options: ContactDigestScheduleOptions = { checkMs: 300_000 },
    private readonly onQueued: () => void = () => undefined,
  ) {}

  start(): void {
    if (this.timer) return;
    const check = () => {
      if (this.inFlight) return;
      this.inFlight = this.runIfDue()
        .catch((error: unknown) => {
          this.log.error(
            { err: error },
            'queuing the weekly contact e-mail failed; it will be tried again',
          );
        })
        .finally(() => {
          this.inFlight = null;
        });
    };
    this.timer = setInterval(check, this.options.checkMs);
    this.timer.unref();
    check();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.inFlight;
  }

  /** Queues this week's e-mail unless it is queued already; true when this call queued it. */
  async runIfDue(): Promise<boolean> {
    const at = this.now();
    const kind = contactDigestKind(contactDigestWeek(at));
    const isQueued = await new DeliveryJobRepository(this.db).enqueueOnce(
      contactDigestKey,
      kind,
      contactDigestTeam,
      at,
    );
    if (isQueued) {
      this.log.info({ kind }, 'weekly contact e-mail queued');
      this.onQueued();
    }
    return isQueued;
  }
}
