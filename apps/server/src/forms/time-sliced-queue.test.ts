import { describe, expect, it, vi } from 'vitest';
import { TimeSlicedQueue } from './time-sliced-queue.ts';

describe('TimeSlicedQueue', () => {
  it('runs jobs in order, a failing job fails only itself', async () => {
    const queue = new TimeSlicedQueue();
    const results = await Promise.allSettled([
      queue.run(() => 1),
      queue.run(() => {
        throw new Error('bad');
      }),
      queue.run(() => 3),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(results[2]).toEqual({ status: 'fulfilled', value: 3 });
  });

  it('runs the jobs waiting together in one turn while they fit in the slice', async () => {
    const queue = new TimeSlicedQueue(1000);
    const order: string[] = [];
    const jobs = Array.from({ length: 3 }, (_, index) =>
      queue.run(() => order.push(`job ${index}`)),
    );
    setImmediate(() => setImmediate(() => order.push('other request')));
    await Promise.all(jobs);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toEqual(['job 0', 'job 1', 'job 2', 'other request']);
  });

  it('takes new jobs again once it has run out of them', async () => {
    const queue = new TimeSlicedQueue();
    expect(await queue.run(() => 'first')).toBe('first');
    expect(await queue.run(() => 'second')).toBe('second');
  });

  it('stops asking for turns once its jobs are done', async () => {
    const queue = new TimeSlicedQueue();
    const turnsAsked = vi.spyOn(globalThis, 'setImmediate');
    try {
      await queue.run(() => 1);
      await new Promise((resolve) => setTimeout(resolve, 20));
      // One turn for the job; a queue that kept asking would ask hundreds of times by now.
      expect(turnsAsked.mock.calls.length).toBeLessThan(10);
    } finally {
      turnsAsked.mockRestore();
    }
  });

  it('lets other work run between slices', async () => {
    const queue = new TimeSlicedQueue(5);
    const order: string[] = [];
    const busy = (label: string) => () => {
      const end = performance.now() + 3;
      while (performance.now() < end) {
        // a job that takes 3 ms of CPU
      }
      order.push(label);
    };
    const jobs = Array.from({ length: 6 }, (_, index) => queue.run(busy(`job ${index}`)));
    // Arrives while the first slice runs, as a request would.
    setImmediate(() => setImmediate(() => order.push('other request')));
    await Promise.all(jobs);
    const other = order.indexOf('other request');
    expect(other).toBeGreaterThan(0);
    expect(other).toBeLessThan(order.length - 1);
  });
});
