/** What the service keeps by default: about a thousand assessments of a few pages of answers. */
const defaultMaxBytes = 8 * 1024 * 1024;

/** Answers are personal data: none is kept longer than this after it was read. */
const defaultMaxAgeMs = 10 * 60_000;

/** Sweeps for bodies past their age come at most this often: a body is let go within a second
 * of its limit, and a busy cache is not swept at every save. */
const minSweepGapMs = 1_000;

interface Kept {
  version: number;
  body: Buffer;
  keptAt: number;
}

/**
 * The bodies of recent resident's reads (`GET /internal/v1/form/{id}`), by assessment and
 * version (docs/decisions/0060, "answers kept by version"). A read tells the database the version
 * it holds; when the database finds the assessment at that version, for that session's user, it
 * sends no body and the kept one is sent instead. The database refuses any change to what a read
 * shows that does not raise the version (migration 0065), so a kept body is never stale, and the
 * owner is checked by the database on every read, so it is never sent to anyone else. Bounded in
 * bytes (the least recently sent goes first) and in age: a body past its age is never sent, and
 * a timer lets it go even if no one asks again, so an idle service holds no answers.
 */
export class AnswerBodyCache {
  readonly #kept = new Map<string, Kept>();
  #bytes = 0;
  #sweep: NodeJS.Timeout | undefined;

  constructor(
    private readonly maxBytes = defaultMaxBytes,
    private readonly maxAgeMs = defaultMaxAgeMs,
    private readonly now: () => number = Date.now,
  ) {}

  /** The version kept for the assessment `id`; 0 when none is (versions start at 1). */
  versionOf(id: string): number {
    const kept = this.#kept.get(id);
    if (!kept) return 0;
    if (this.now() - kept.keptAt > this.maxAgeMs) {
      this.#forget(id, kept);
      return 0;
    }
    return kept.version;
  }

  /** The body kept for `id` at `version`, if it still is (another read may have replaced it). */
  take(id: string, version: number): Buffer | undefined {
    const kept = this.#kept.get(id);
    if (!kept || kept.version !== version) return undefined;
    // Most recently sent last: the map's order is the eviction order.
    this.#kept.delete(id);
    this.#kept.set(id, kept);
    return kept.body;
  }

  keep(id: string, version: number, body: Buffer): void {
    const earlier = this.#kept.get(id);
    if (earlier) this.#forget(id, earlier);
    if (body.length > this.maxBytes) return;
    this.#kept.set(id, { version, body, keptAt: this.now() });
    this.#bytes += body.length;
    for (const [oldestId, oldest] of this.#kept) {
      if (this.#bytes <= this.maxBytes) break;
      this.#forget(oldestId, oldest);
    }
    this.#scheduleSweep();
  }

  /** Bytes kept now, for tests. */
  get bytes(): number {
    return this.#bytes;
  }

  /** One timer while anything is kept, due when the oldest body passes its age. */
  #scheduleSweep(): void {
    if (this.#sweep || this.#kept.size === 0) return;
    let oldest = Infinity;
    for (const kept of this.#kept.values()) oldest = Math.min(oldest, kept.keptAt);
    const due = oldest + this.maxAgeMs + 1 - this.now();
    this.#sweep = setTimeout(
      () => {
        this.#sweep = undefined;
        const now = this.now();
        for (const [id, kept] of this.#kept) {
          if (now - kept.keptAt > this.maxAgeMs) this.#forget(id, kept);
        }
        this.#scheduleSweep();
      },
      Math.max(minSweepGapMs, due),
    );
    // Answers held in memory are no reason to keep the process running.
    this.#sweep.unref();
  }

  #forget(id: string, kept: Kept): void {
    this.#kept.delete(id);
    this.#bytes -= kept.body.length;
  }
}
