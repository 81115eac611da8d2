import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { AppError } from '../errors/index.ts';

export const busyMessage =
  'The service is very busy and your answers have not been saved yet. Please try again in a moment.';

/** How long a client is asked to wait before saving again. */
export const busyRetryAfterSeconds = 1;

/**
 * Load shedding for saves (docs/decisions/0060): at most `maxInFlight` saves are being worked
 * on at once; one more is refused straight away, before its body is read, with 503 and
 * Retry-After. A save counts from its arrival until its response is finished or its
 * connection closes (a client that gave up mid-save frees its place). A refused save changed
 * nothing; the web app shows the message and the resident saves again.
 */
export function saveAdmission(maxInFlight: number): {
  onRequest: (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;
  inFlight: () => number;
} {
  let inFlight = 0;
  const release = () => {
    inFlight -= 1;
  };
  return {
    onRequest(_request, reply, done) {
      if (inFlight >= maxInFlight) {
        reply.header('Retry-After', String(busyRetryAfterSeconds));
        done(new AppError(503, 'BUSY', busyMessage));
        return;
      }
      inFlight += 1;
      reply.raw.once('close', release);
      done();
    },
    inFlight: () => inFlight,
  };
}

/**
 * Bounded work per turn of the event loop: synchronous jobs (a save's validation) wait in
 * order and are run at the end of a turn for at most `sliceMs` together; what is left waits
 * for the next turn, so requests that arrived meanwhile (a health check, a read) are served
 * in between instead of behind every queued save.
 */
export class TimeSlicedQueue {
  readonly #jobs: {
    work: () => unknown;
    resolve: (value: unknown) => void;
    reject: (error: unknown) => void;
  }[] = [];
  #isScheduled = false;

  constructor(private readonly sliceMs = 8) {}

  run<T>(work: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#jobs.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.#isScheduled) {
        this.#isScheduled = true;
        setImmediate(() => this.#drain());
      }
    });
  }

  #drain() {
    const end = performance.now() + this.sliceMs;
    // At least one job per turn, however long it takes.
    do {
      const job = this.#jobs.shift();
      if (!job) break;
      try {
        job.resolve(job.work());
      } catch (error) {
        job.reject(error);
      }
    } while (performance.now() < end);
    if (this.#jobs.length > 0) setImmediate(() => this.#drain());
    else this.#isScheduled = false;
  }
}
