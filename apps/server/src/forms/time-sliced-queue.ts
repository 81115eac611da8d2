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
