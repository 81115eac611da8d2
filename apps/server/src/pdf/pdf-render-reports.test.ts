import { afterEach, describe, expect, it } from 'vitest';
import { PdfWorkerPool } from './pdf-worker-pool.ts';
import { warmUpAssessment } from './warm-pdf-renderer.ts';

/** What the pool tells its observer (the metrics of PDF renders and their time). */
describe('the PDF pool reports each render as it ends', () => {
  let pool: PdfWorkerPool | undefined;
  afterEach(async () => pool?.close());

  it('reports a render that worked with the time since it was asked for', async () => {
    const reports: [string, number][] = [];
    pool = new PdfWorkerPool('Test Council', 'london-borough', {
      size: 1,
      onRendered: (outcome, seconds) => reports.push([outcome, seconds]),
    });
    const askedAt = performance.now();
    const pdf = await pool.render(warmUpAssessment(), 'account-1');
    const waited = (performance.now() - askedAt) / 1000;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(reports).toHaveLength(1);
    const [outcome, seconds] = reports[0] ?? [];
    expect(outcome).toBe('ok');
    // The worker's start-up is part of the first render's time.
    expect(seconds).toBeGreaterThan(0.01);
    expect(seconds).toBeLessThanOrEqual(waited);
  });

  it('reports a render that failed, and not a refusal to start one', async () => {
    const reports: string[] = [];
    pool = new PdfWorkerPool('Test Council', 'london-borough', {
      size: 1,
      renderTimeoutMs: 1,
      onRendered: (outcome) => reports.push(outcome),
    });
    const first = pool.render(warmUpAssessment(), 'account-1');
    await expect(pool.render(warmUpAssessment(), 'account-1')).rejects.toThrow(/being made/);
    await expect(first).rejects.toThrow(/timed out/);
    expect(reports).toEqual(['failed']);
  });
});
