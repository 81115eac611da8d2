import { Worker } from 'node:worker_threads';
import type { Assessment } from '@csa/contracts';
import type { CouncilFlavour } from '@csa/questionnaire';
import type { RenderResponse } from './pdf-worker.ts';

interface Pending {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/** A render that takes longer than this has gone wrong; the worker is replaced. */
const renderTimeoutMs = 60_000;

/**
 * One long-lived worker thread that renders PDFs, started on first use and replaced if it
 * crashes or hangs. Renders queue in the worker in the order asked.
 */
export class PdfWorkerPool {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(
    private readonly councilName: string,
    private readonly flavour: CouncilFlavour,
  ) {}

  render(form: Assessment): Promise<Buffer> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.failAll(new Error('PDF rendering timed out'));
        void this.close();
      }, renderTimeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, form, councilName: this.councilName, flavour: this.flavour });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./pdf-worker-bootstrap.mjs', import.meta.url));
    worker.on('message', (response: RenderResponse) => this.settle(response));
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
      this.failAll(new Error('PDF worker stopped'));
    });
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private settle(response: RenderResponse) {
    const pending = this.pending.get(response.id);
    if (!pending) return;
    this.pending.delete(response.id);
    clearTimeout(pending.timer);
    if ('pdf' in response) pending.resolve(Buffer.from(response.pdf));
    else pending.reject(new Error(response.error));
  }

  private failAll(error: Error) {
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(error);
      this.pending.delete(id);
    }
  }
}
