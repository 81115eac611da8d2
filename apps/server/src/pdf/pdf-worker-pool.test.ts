import os from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Assessment, DirtyFields } from '@csa/contracts';
import { pathwayFor } from '@csa/questionnaire/content';
import { fillAreaAnswers } from '../testing/fill-area-answers.ts';
import { completePersonalDetails } from '../testing/form-test-data.ts';
import {
  defaultPoolSize,
  PdfAccountBusyError,
  PdfQueueFullError,
  PdfWorkerPool,
  workerYoungGenerationMb,
} from './pdf-worker-pool.ts';

function assessment(id: string, isLarge: boolean, repeat = 140): Assessment {
  const pathway = pathwayFor('CSA');
  const fields: DirtyFields = {};
  fields.personalDetails = completePersonalDetails('CSA');
  for (const topic of isLarge ? pathway.topics : pathway.topics.slice(0, 1)) {
    fields[topic.id] = {
      answers: fillAreaAnswers(topic, {
        needsHelp: true,
        chooseAll: true,
        text: () => (isLarge ? 'My hands are stiff in the morning. '.repeat(repeat) : 'Fine.'),
      }),
      lastStepIndex: 0,
      isComplete: true,
    };
  }
  const now = new Date().toISOString();
  return {
    id,
    formTypeCode: 'CSA',
    formName: id,
    title: 'Care and Support Assessment Form',
    dateCreated: now,
    lastUpdated: now,
    status: null,
    dirtyFields: JSON.stringify(fields),
    submittedFields: null,
    dateSubmitted: null,
    pageCount: 3,
    lastValidPage: 3,
    allPagesValidated: true,
    version: 2,
    reference: null,
  };
}

const large = assessment('large', true);
const small = assessment('small', false);
/** Ten times the longest answers the web app allows: minutes of layout, so it stands in for a
 * render that hangs. */
const huge = assessment('huge', true, 1400);
const isPdf = (pdf: Buffer) => pdf.subarray(0, 5).toString('latin1') === '%PDF-';

describe('the PDF worker pool', () => {
  let pool: PdfWorkerPool | undefined;
  afterEach(async () => pool?.close());

  it('renders one PDF per account at a time and refuses the next until it is done', async () => {
    pool = new PdfWorkerPool('Test Council', 'london-borough', { size: 1 });
    const first = pool.render(small, 'account-a');
    const busy = pool.render(small, 'account-a');
    await expect(busy).rejects.toBeInstanceOf(PdfAccountBusyError);
    await expect(busy).rejects.toThrow('A PDF for this account is being made');
    const other = pool.render(small, 'account-b');
    expect(isPdf(await first)).toBe(true);
    expect(isPdf(await other)).toBe(true);
    expect(isPdf(await pool.render(small, 'account-a'))).toBe(true);
  });

  it('lets a short document through between long ones from other residents', async () => {
    pool = new PdfWorkerPool('Test Council', 'london-borough', { size: 1 });
    await pool.render(small, 'warm-up');
    const order: string[] = [];
    const note = (label: string) => (pdf: Buffer) => (order.push(label), pdf);
    const longOnes = [1, 2, 3, 4].map((index) =>
      pool!.render(large, `account-${index}`).then(note(`large-${index}`)),
    );
    const short = pool.render(small, 'account-small').then(note('small'));
    await Promise.all([...longOnes, short]);
    // The first long one was already rendering; the short one goes next, not last.
    expect(order.indexOf('small')).toBeLessThanOrEqual(1);
  }, 120_000);

  it('bounds the queue: beyond it, a render is refused at once', async () => {
    pool = new PdfWorkerPool('Test Council', 'london-borough', { size: 1, maxQueue: 2 });
    const accepted = [1, 2, 3].map((index) => pool!.render(small, `account-${index}`));
    const refused = pool.render(small, 'account-4');
    await expect(refused).rejects.toBeInstanceOf(PdfQueueFullError);
    await expect(refused).rejects.toThrow('Too many PDFs are waiting');
    for (const pdf of await Promise.all(accepted)) expect(isPdf(pdf)).toBe(true);
  });

  it('fails only the render of a worker that stopped, and renders the next on a new one', async () => {
    pool = new PdfWorkerPool('Test Council', 'london-borough', { size: 1 });
    await pool.render(small, 'warm-up');
    const rendering = pool.render(large, 'account-a');
    // A worker thread that dies under a render (out of memory, a native fault) stops like this.
    const { slots } = pool as unknown as { slots: { worker: { terminate(): Promise<number> } }[] };
    await slots[0]?.worker.terminate();
    await expect(rendering).rejects.toThrow('PDF worker stopped');
    expect(isPdf(await pool.render(small, 'account-a'))).toBe(true);
    expect(pool.workerCount).toBe(1);
  });

  it('times each render, not the wait in the queue', async () => {
    const probe = new PdfWorkerPool('Test Council', 'london-borough', { size: 1 });
    await probe.render(large, 'warm-up');
    // The slower of two renders: one render on a busy machine varies, and the timeout below
    // must hold any one of them.
    let oneLarge = 0;
    for (const name of ['probe-1', 'probe-2']) {
      const started = performance.now();
      await probe.render(large, name);
      oneLarge = Math.max(oneLarge, performance.now() - started);
    }
    await probe.close();
    // Long enough for any one render, with room for a busy machine; far shorter than the wait
    // of the last of eight queued behind each other (seven renders), which a timer started at
    // queueing would count.
    pool = new PdfWorkerPool('Test Council', 'london-borough', {
      size: 1,
      renderTimeoutMs: Math.round(oneLarge * 3.5),
    });
    const results = await Promise.allSettled(
      [1, 2, 3, 4, 5, 6, 7, 8].map((index) => pool!.render(large, `account-${index}`)),
    );
    expect(results.map((result) => result.status)).toEqual(Array(8).fill('fulfilled'));
  }, 120_000);

  it('fails only the render that hung; the jobs queued behind it render on a new worker', async () => {
    pool = new PdfWorkerPool('Test Council', 'london-borough', { size: 1, renderTimeoutMs: 2000 });
    await pool.render(small, 'warm-up');
    const hung = pool.render(huge, 'account-huge');
    const queued = [1, 2].map((index) => pool!.render(small, `account-small-${index}`));
    await expect(hung).rejects.toThrow('PDF rendering timed out');
    for (const pdf of await Promise.all(queued)) expect(isPdf(pdf)).toBe(true);
  }, 60_000);

  it('stops a worker left idle, never one that is rendering, and starts one for the next PDF', async () => {
    pool = new PdfWorkerPool('Test Council', 'london-borough', { size: 1, idleMs: 300 });
    // Idle after this one, so its idle limit starts to run...
    expect(isPdf(await pool.render(small, 'account-a'))).toBe(true);
    // ...and the long document, which takes several times that limit, must not be cut short.
    const started = performance.now();
    expect(isPdf(await pool.render(large, 'account-a'))).toBe(true);
    expect(performance.now() - started).toBeGreaterThan(300);
    expect(pool.workerCount).toBe(1);
    await vi.waitFor(() => expect(pool?.workerCount).toBe(0), { timeout: 5000, interval: 50 });
    expect(isPdf(await pool.render(small, 'account-a'))).toBe(true);
    expect(pool.workerCount).toBe(1);
  }, 60_000);
  it('gives each worker a young generation of its own size, not the server’s', async () => {
    pool = new PdfWorkerPool('Test Council', 'london-borough', { size: 1 });
    expect(isPdf(await pool.render(small, 'account-a'))).toBe(true);
    expect(pool.workerYoungGenerationsMb).toEqual([workerYoungGenerationMb]);
    // V8's default is 48 MB: the cap is what keeps a warm worker's memory down.
    expect(workerYoungGenerationMb).toBeLessThan(48);
  }, 60_000);

  it('on closing, fails the renders waiting and any asked for after, and stops its workers', async () => {
    pool = new PdfWorkerPool('Test Council', 'london-borough', { size: 1 });
    // Their failures are awaited from the start: closing rejects them at once.
    const first = expect(pool.render(assessment('a', true), 'resident-1')).rejects.toThrow(
      'PDF rendering stopped',
    );
    const second = expect(pool.render(assessment('b', false), 'resident-2')).rejects.toThrow(
      'PDF rendering stopped',
    );
    await pool.close();
    await first;
    await second;
    expect(pool.workerCount).toBe(0);
    // Not left waiting for a worker that will never start.
    const late = pool.render(assessment('c', false), 'resident-3');
    // Resolves, not rejects, so nothing is left unhandled once the race is decided.
    const stillWaiting = new Promise((resolve) =>
      setTimeout(() => resolve('still waiting'), 2_000),
    );
    await expect(Promise.race([late, stillWaiting])).rejects.toThrow('PDF rendering stopped');
  });

  it('starts a worker per waiting render up to its size, and no more than there are renders', async () => {
    pool = new PdfWorkerPool('Test Council', 'london-borough', { size: 2 });
    const alone = pool.render(small, 'account-a');
    expect(pool.workerCount).toBe(1);
    await alone;
    const together = [pool.render(small, 'account-a'), pool.render(small, 'account-b')];
    expect(pool.workerCount).toBe(2);
    const third = pool.render(small, 'account-c');
    expect(pool.workerCount).toBe(2);
    for (const pdf of await Promise.all([...together, third])) expect(isPdf(pdf)).toBe(true);
  });

  it('counts an idle worker as room when bounding the queue', async () => {
    pool = new PdfWorkerPool('Test Council', 'london-borough', { size: 2, maxQueue: 1 });
    await pool.render(small, 'warm-up');
    expect(pool.workerCount).toBe(1);
    // One idle worker, room to start one more, one place in the queue: three, not four.
    const accepted = [1, 2, 3].map((index) => pool!.render(small, `account-${index}`));
    await expect(pool.render(small, 'account-4')).rejects.toBeInstanceOf(PdfQueueFullError);
    for (const pdf of await Promise.all(accepted)) expect(isPdf(pdf)).toBe(true);
  });

  it('keeps the process alive while it renders, and not once its workers are idle', async () => {
    // A worker's port, while it is referenced, holds the process open (other timers in the
    // test runner come and go, so only ports are counted).
    const openPorts = () =>
      process.getActiveResourcesInfo().filter((resource) => resource === 'MessagePort').length;
    pool = new PdfWorkerPool('Test Council', 'london-borough', { size: 1 });
    const before = openPorts();
    const first = pool.render(small, 'account-a');
    expect(openPorts()).toBe(before + 1);
    await first;
    expect(openPorts()).toBe(before);
    // Again on the worker that is now idle: referenced for the render, released after it.
    const second = pool.render(small, 'account-a');
    expect(openPorts()).toBe(before + 1);
    await second;
    expect(openPorts()).toBe(before);
  });
});

describe('the default pool size', () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaves one core to the event loop, with one worker at least and four at most', () => {
    const sizes = [1, 2, 3, 5, 6, 16].map((cores) => {
      vi.spyOn(os, 'availableParallelism').mockReturnValue(cores);
      return defaultPoolSize();
    });
    expect(sizes).toEqual([1, 1, 2, 4, 4, 4]);
  });
});
