import { afterEach, describe, expect, it } from 'vitest';
import { buildAssessmentDocument } from './build-assessment-document.ts';
import { warmedUpFallbackFontKeys } from './pdf-fonts.ts';
import { PdfWorkerPool } from './pdf-worker-pool.ts';
import { layOutText } from './text-layout.ts';
import { warmPdfRenderer, warmUpAssessment } from './warm-pdf-renderer.ts';

describe('warming the PDF renderer at start-up', () => {
  let pool: PdfWorkerPool | undefined;
  afterEach(async () => pool?.close());

  it('renders a blank assessment in a worker, leaving it ready for the first resident', async () => {
    pool = new PdfWorkerPool('Test Council', 'london-borough', { size: 1 });
    const warm = await warmPdfRenderer(pool);
    expect(warm.error).toBeUndefined();
    // The worker that did the warm-up serves the next render: no second cold start.
    const started = performance.now();
    const pdf = await pool.render(
      { ...JSON.parse(JSON.stringify(blank)), id: 'after-warm-up' },
      'resident-1',
    );
    const firstResidentMs = performance.now() - started;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(firstResidentMs).toBeLessThan(warm.ms);
  }, 60_000);

  it('sets text in every shaped fallback font, and not in the 10 MB Chinese one', () => {
    const document = buildAssessmentDocument(warmUpAssessment(), 'Test Council', 'london-borough');
    const texts = document.blocks.flatMap((block) =>
      block.kind === 'entry' ? [block.value].flat() : block.kind === 'link' ? [] : [block.text],
    );
    const fonts = new Set(
      texts.flatMap((text) =>
        layOutText(text, { weight: 'regular', size: 11, width: 400 }, new Map()).lines.flatMap(
          (line) => line.pieces.map((piece) => piece.font),
        ),
      ),
    );
    expect([...fonts].sort()).toEqual(['regular', ...warmedUpFallbackFontKeys].sort());
    expect(warmedUpFallbackFontKeys).not.toContain('noto-sans-sc');
    expect(warmedUpFallbackFontKeys).toContain('noto-sans-arabic');
  });

  it('reports a failure instead of throwing', async () => {
    const failing = { render: () => Promise.reject(new Error('no worker')) };
    expect(await warmPdfRenderer(failing)).toMatchObject({ error: 'no worker' });
    // A worker can fail with a value that is not an Error; its text is what is reported.
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
    expect(await warmPdfRenderer({ render: () => Promise.reject('gone') })).toMatchObject({
      error: 'gone',
    });
  });

  it('times the warm-up as it happened, whether it worked or not', async () => {
    const slow = (fails: boolean) => ({
      render: () =>
        new Promise<Buffer>((resolve, reject) =>
          setTimeout(() => (fails ? reject(new Error('no worker')) : resolve(Buffer.from(''))), 60),
        ),
    });
    for (const fails of [false, true]) {
      const started = performance.now();
      const { ms } = await warmPdfRenderer(slow(fails));
      expect(ms).toBeGreaterThanOrEqual(55);
      expect(ms).toBeLessThanOrEqual(Math.ceil(performance.now() - started));
    }
  });

  it('takes its turn under an account of its own, with a blank assessment', async () => {
    const calls: [string, string][] = [];
    await warmPdfRenderer({
      render: (form, accountId) => {
        calls.push([form.id, accountId]);
        return Promise.resolve(Buffer.from(''));
      },
    });
    expect(calls).toEqual([['pdf-warm-up', 'pdf-warm-up']]);
    expect(warmUpAssessment()).toMatchObject({
      formTypeCode: 'CSA',
      submittedFields: null,
      allPagesValidated: false,
    });
  });
});

const blank = {
  id: 'x',
  formTypeCode: 'CSA' as const,
  formName: 'x',
  title: 'Care and Support Assessment Form',
  dateCreated: new Date().toISOString(),
  lastUpdated: new Date().toISOString(),
  status: null,
  dirtyFields: '{}',
  submittedFields: null,
  dateSubmitted: null,
  pageCount: 3,
  lastValidPage: 0,
  allPagesValidated: false,
  version: 1,
  reference: null,
};
