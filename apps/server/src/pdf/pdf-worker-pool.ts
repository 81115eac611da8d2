import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Assessment } from '@csa/contracts';
import type { CouncilFlavour } from '@csa/questionnaire';
import { residentCopy, type DocumentCopy } from './document-copy.ts';
import type { RenderRequest, RenderResponse } from './pdf-worker.ts';

/** The account asking already has a PDF being made or waiting: one at a time each. */
export class PdfAccountBusyError extends Error {}

/** So many PDFs are waiting that a new one would wait too long: try again shortly. */
export class PdfQueueFullError extends Error {}

export interface PdfPoolOptions {
  /** Worker threads; each renders one PDF at a time. */
  size?: number;
  /** Longest one render may take once a worker has started it. */
  renderTimeoutMs?: number;
  /** Renders that may wait for a free worker. */
  maxQueue?: number;
  /** A worker with no render for this long is stopped, giving its memory back (about a
   * quarter of an idle service's); the next render starts a new one. */
  idleMs?: number;
  /** Told as each render ends, worked or failed, with the seconds since it was asked for
   * (waiting for a worker included: the resident waits for that too). */
  onRendered?: (outcome: 'ok' | 'failed', seconds: number) => void;
}

/** Answers under this size make a short document (a few dozen pages at most). */
const expressLimitBytes = 64 * 1024;

/** A worker's young generation, in MB (V8's default is 48: two 16 MB halves and as much again
 * for large new objects). The server keeps V8's default, which its requests need; a worker
 * keeps the 3 MB it had while the server's flag set it too: the service settles 23 MB smaller
 * after start-up with a worker warm, for a full 300-page PDF about a tenth slower (decision
 * 0064). */
export const workerYoungGenerationMb = 3;

/** Why a render fails when the service is stopping. */
const stoppedMessage = 'PDF rendering stopped';

interface Job {
  id: number;
  form: Assessment;
  copy: DocumentCopy;
  accountId: string;
  /** performance.now() when the render was asked for. */
  askedAt: number;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  isReady: boolean;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  /** Set while the worker is ready and has no render: stops it when it fires. */
  idleTimer: NodeJS.Timeout | null;
}

/** Leave one core to the event loop that serves every other request; a few workers are
 * plenty, since each needs memory for a document of several hundred pages. */
export function defaultPoolSize(): number {
  return Math.max(1, Math.min(4, os.availableParallelism() - 1));
}

/**
 * Worker threads that render PDFs, so that laying out a long document never holds up the
 * event loop (docs/decisions/0013, 0021). Fair and bounded: each account has at most one
 * render running or waiting, at most `maxQueue` renders wait, each render is timed from the
 * moment a worker starts it, and a worker that hangs or dies fails only its own render: it is
 * replaced and the queue carries on with the new one. A worker left idle for `idleMs` is
 * stopped (docs/decisions/0064).
 */
export class PdfWorkerPool {
  private readonly slots: Slot[] = [];
  /** Short documents wait here, and take turns with the long ones, so a resident printing a
   * few pages never waits behind a queue of 300-page documents. */
  private readonly express: Job[] = [];
  private readonly standard: Job[] = [];
  private wasExpressLast = false;
  private readonly busyAccounts = new Set<string>();
  private readonly size: number;
  private readonly renderTimeoutMs: number;
  private readonly maxQueue: number;
  private readonly idleMs: number;
  private readonly onRendered: PdfPoolOptions['onRendered'];
  private nextId = 1;
  private isClosed = false;

  constructor(
    private readonly councilName: string,
    private readonly flavour: CouncilFlavour,
    options: PdfPoolOptions = {},
  ) {
    this.size = options.size ?? defaultPoolSize();
    this.renderTimeoutMs = options.renderTimeoutMs ?? 60_000;
    this.maxQueue = options.maxQueue ?? 32;
    this.idleMs = options.idleMs ?? 5 * 60_000;
    this.onRendered = options.onRendered;
  }

  /** Worker threads running now, starting or idle: for tests and health reports. */
  get workerCount(): number {
    return this.slots.length;
  }

  /** The young generation V8 gave each worker running now, in MB: for tests. */
  get workerYoungGenerationsMb(): number[] {
    return this.slots.map((slot) => slot.worker.resourceLimits?.maxYoungGenerationSizeMb ?? NaN);
  }

  render(form: Assessment, accountId: string, copy: DocumentCopy = residentCopy): Promise<Buffer> {
    // Once closed no worker will start again: a render asked for then would wait for ever.
    if (this.isClosed) return Promise.reject(new Error(stoppedMessage));
    if (this.busyAccounts.has(accountId)) {
      return Promise.reject(new PdfAccountBusyError('A PDF for this account is being made'));
    }
    const roomForNew = this.size - this.slots.length;
    if (this.waiting() >= this.maxQueue + this.workersWithoutRender() + roomForNew) {
      return Promise.reject(new PdfQueueFullError('Too many PDFs are waiting'));
    }
    this.busyAccounts.add(accountId);
    return new Promise<Buffer>((resolve, reject) => {
      const job = {
        id: this.nextId++,
        form,
        copy,
        accountId,
        askedAt: performance.now(),
        resolve,
        reject,
      };
      const answers = form.submittedFields ?? form.dirtyFields;
      (answers.length < expressLimitBytes ? this.express : this.standard).push(job);
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.isClosed = true;
    const stopping = new Error(stoppedMessage);
    for (const job of [...this.express.splice(0), ...this.standard.splice(0)]) {
      this.finish(job, stopping);
    }
    const slots = this.slots.splice(0);
    for (const slot of slots) {
      if (slot.timer) clearTimeout(slot.timer);
      if (slot.idleTimer) clearTimeout(slot.idleTimer);
      if (slot.job) this.finish(slot.job, stopping);
    }
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  /** Hands waiting jobs to idle, ready workers, starting workers up to the pool size. */
  private dispatch() {
    if (this.isClosed) return;
    // A worker without a render (idle, or still starting) will take one waiting render; each
    // render beyond those gets a new worker, up to the pool's size.
    let available = this.workersWithoutRender();
    while (this.slots.length < this.size && this.waiting() > available) {
      this.slots.push(this.startWorker());
      available += 1;
    }
    for (const slot of this.slots) {
      if (!slot.isReady || slot.job !== null) continue;
      const job = this.nextJob();
      if (!job) break;
      if (slot.idleTimer) clearTimeout(slot.idleTimer);
      slot.idleTimer = null;
      slot.job = job;
      slot.timer = setTimeout(
        () => this.replace(slot, new Error('PDF rendering timed out')),
        this.renderTimeoutMs,
      );
      const request: RenderRequest = {
        id: job.id,
        form: job.form,
        copy: job.copy,
        councilName: this.councilName,
        flavour: this.flavour,
      };
      slot.worker.postMessage(request);
      // A render in progress keeps the process alive (a script awaiting it must not exit);
      // an idle worker does not hold up shutdown.
      slot.worker.ref();
    }
    for (const slot of this.slots) {
      if (slot.isReady && slot.job === null && slot.idleTimer === null) this.stopWhenIdle(slot);
    }
  }

  private stopWhenIdle(slot: Slot) {
    slot.idleTimer = setTimeout(() => {
      const index = this.slots.indexOf(slot);
      if (index === -1 || slot.job !== null) return;
      // Out of the pool first, so its exit is not taken for a crash.
      this.slots.splice(index, 1);
      void slot.worker.terminate();
    }, this.idleMs);
    slot.idleTimer.unref();
  }

  /** Workers idle or still starting: each will take the next waiting render. */
  private workersWithoutRender(): number {
    return this.slots.filter((slot) => slot.job === null).length;
  }

  private waiting(): number {
    return this.express.length + this.standard.length;
  }

  /** Express and standard take turns whenever both have work; neither starves. */
  private nextJob(): Job | undefined {
    const isExpressTurn =
      this.express.length > 0 && (!this.wasExpressLast || this.standard.length === 0);
    const job = isExpressTurn ? this.express.shift() : this.standard.shift();
    if (job) this.wasExpressLast = isExpressTurn;
    return job;
  }

  private startWorker(): Slot {
    const worker = new Worker(new URL('./pdf-worker-bootstrap.mjs', import.meta.url), {
      resourceLimits: { maxYoungGenerationSizeMb: workerYoungGenerationMb },
    });
    const slot: Slot = { worker, isReady: false, job: null, timer: null, idleTimer: null };
    worker.on('message', (message: RenderResponse | { ready: true }) => {
      if ('ready' in message) {
        slot.isReady = true;
      } else if (slot.job && slot.job.id === message.id) {
        if (slot.timer) clearTimeout(slot.timer);
        const job = slot.job;
        slot.job = null;
        slot.timer = null;
        this.finish(job, 'pdf' in message ? Buffer.from(message.pdf) : new Error(message.error));
      }
      this.dispatch();
      if (slot.job === null) slot.worker.unref();
    });
    worker.on('error', (error) => this.replace(slot, error));
    worker.on('exit', () => this.replace(slot, new Error('PDF worker stopped')));
    // Started for a waiting render, so it keeps the process alive until it is idle.
    return slot;
  }

  /** A worker hung, crashed or stopped: fail the one job it had, and carry on without it. */
  private replace(slot: Slot, error: Error) {
    const index = this.slots.indexOf(slot);
    if (index === -1) return;
    this.slots.splice(index, 1);
    if (slot.timer) clearTimeout(slot.timer);
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    if (slot.job) this.finish(slot.job, error);
    slot.job = null;
    void slot.worker.terminate();
    this.dispatch();
  }

  private finish(job: Job, outcome: Buffer | Error) {
    this.busyAccounts.delete(job.accountId);
    const seconds = (performance.now() - job.askedAt) / 1000;
    this.onRendered?.(outcome instanceof Error ? 'failed' : 'ok', seconds);
    if (outcome instanceof Error) job.reject(outcome);
    else job.resolve(outcome);
  }
}
