import fs from 'node:fs';

/** Writes bytes to a file descriptor as `fs.write` does; a test may count or refuse them. */
export type WriteBytes = (
  fd: number,
  bytes: Buffer,
  done: (error: NodeJS.ErrnoException | null, written: number) => void,
) => void;

/** Writes bytes at once as `fs.writeSync` does, for the last lines when the process exits. */
export type WriteBytesNow = (fd: number, bytes: Buffer) => number;

export interface LogOutputOptions {
  write?: WriteBytes;
  writeNow?: WriteBytesNow;
  /** Lines held while the reader of the output is not keeping up; past this, new lines are
   * counted and dropped, and the count is written once it catches up. */
  maxPendingChars?: number;
  /** How long to wait before trying again when the output is full (EAGAIN). */
  retryMs?: number;
}

const defaultMaxPendingChars = 16 * 1024 * 1024;

/**
 * The service's log lines on their way to standard output: every line written during one turn
 * of the event loop goes out in one write, off the main thread, after the turn.
 *
 * pino's own destination (sonic-boom) appends each line to a string of up to 16 KB and measures
 * that whole string's UTF-8 length again for every line, so under load a line cost several
 * microseconds more than writing it (docs/decisions/0060, "Every request: session, headers,
 * serializer, log output"). Here a line is only pushed to a list; the list is joined once,
 * when it is written.
 *
 * Lines stay in order. One write is in flight at a time; lines that arrive meanwhile wait for
 * the next. A reader that stops reading cannot make the service hold every line forever (see
 * `maxPendingChars`), nor block a resident's request: the writes are asynchronous. Whatever is
 * still waiting when the process exits is written synchronously.
 */
export class LogOutput {
  readonly #fd: number;
  readonly #write: WriteBytes;
  readonly #writeNow: WriteBytesNow;
  readonly #maxPendingChars: number;
  readonly #retryMs: number;
  #pending: string[] = [];
  #pendingChars = 0;
  #dropped = 0;
  /** A write has been handed to the operating system and has not finished. */
  #writing = false;
  #scheduled = false;
  /** The reader has gone (EPIPE): nothing more can be written. */
  #closed = false;

  constructor(fd: number, options: LogOutputOptions = {}) {
    this.#fd = fd;
    this.#write = options.write ?? fs.write;
    this.#writeNow = options.writeNow ?? fs.writeSync;
    this.#maxPendingChars = options.maxPendingChars ?? defaultMaxPendingChars;
    this.#retryMs = options.retryMs ?? 10;
  }

  /** One whole line, ending in a newline, as pino hands it over. */
  write(line: string): void {
    if (this.#closed) return;
    if (this.#pendingChars + line.length > this.#maxPendingChars) {
      this.#dropped += 1;
      return;
    }
    this.#pending.push(line);
    this.#pendingChars += line.length;
    // Stryker disable next-line ConditionalExpression: without it every line asks for its own turn, and each but the first finds nothing left to write
    if (!this.#scheduled) {
      this.#scheduled = true;
      setImmediate(() => {
        this.#scheduled = false;
        this.#writeNext();
      });
    }
  }

  /** Lines given but not yet handed to the operating system (or dropped), for tests. */
  get pendingLines(): number {
    return this.#pending.length;
  }

  /** Nothing waits and no write is in flight (a retry after a full pipe included), for tests. */
  get isIdle(): boolean {
    return this.#pending.length === 0 && !this.#writing;
  }

  #takePending(): Buffer {
    if (this.#dropped > 0) {
      // Said after the lines before the gap and before those after it.
      const dropped = `{"level":40,"time":${Date.now()},"msg":"log lines dropped: the output was not being read","dropped":${this.#dropped}}\n`;
      this.#pending.push(dropped);
      this.#dropped = 0;
    }
    const text = this.#pending.join('');
    this.#pending = [];
    this.#pendingChars = 0;
    return Buffer.from(text);
  }

  #writeNext(): void {
    if (this.#writing || this.#pending.length === 0) return;
    this.#writeBytes(this.#takePending());
  }

  #writeBytes(bytes: Buffer): void {
    this.#writing = true;
    this.#write(this.#fd, bytes, (error, written) => {
      if (error) {
        this.#failed(error, bytes);
        return;
      }
      // A pipe can take part of a write; the rest goes first next time.
      if (written < bytes.length) {
        this.#writeBytes(bytes.subarray(written));
        return;
      }
      this.#writing = false;
      this.#writeNext();
    });
  }

  #failed(error: NodeJS.ErrnoException, bytes: Buffer): void {
    if (error.code === 'EAGAIN') {
      // The output is full for now: try the same bytes again shortly, keeping the order.
      setTimeout(() => this.#writeBytes(bytes), this.#retryMs);
      return;
    }
    // EPIPE (the reader has gone) or anything else: logging stops rather than failing
    // residents' requests, as pino's own destination does.
    this.#closed = true;
    this.#writing = false;
    this.#pending = [];
    this.#pendingChars = 0;
  }

  /** Writes what waits, synchronously: for the process's exit and for `logger.flush()`. A
   * write still in flight is left to finish; its bytes are not written twice. */
  flushSync(): void {
    let bytes = this.#takePending();
    for (let attempts = 0; bytes.length > 0 && attempts < 1000; attempts += 1) {
      try {
        bytes = bytes.subarray(this.#writeNow(this.#fd, bytes));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return;
      }
    }
  }

  /** pino calls this from `logger.flush(callback)`. */
  flush(done?: (error?: Error) => void): void {
    this.flushSync();
    done?.();
  }
}

/** Writes what `output` still holds when `events` (the process) exits. */
export function flushedOnExit(output: LogOutput, events: NodeJS.EventEmitter = process): LogOutput {
  events.once('exit', () => output.flushSync());
  return output;
}

let standardOutput: LogOutput | null = null;

/** The one output for this process's standard output, written out when the process exits. */
export function standardOutputLog(): LogOutput {
  standardOutput ??= flushedOnExit(new LogOutput(1));
  return standardOutput;
}
