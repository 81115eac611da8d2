/**
 * The server's PDF against Chromium printing the same answers. For a realistic
 * assessment (three areas, about five pages) and a fully answered one (every area, about 300
 * pages), times building and rendering the PDF with the server's renderer and with Chromium's
 * `page.pdf()` of a plain HTML rendering of the same document model (one browser and one page
 * kept open, so both are warm); the median of 5 after one warm-up each, taken in turns so load
 * on the machine falls on both alike. Then the first PDF from a new worker
 * pool, and the first after the start-up warm-up, against a warm render.
 *
 *   npm --workspace @csa/bench run pdf [-- --runs 5]
 */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import type { Assessment } from '@csa/contracts';
import { buildAssessmentDocument } from '../apps/server/src/pdf/build-assessment-document.ts';
import { PdfWorkerPool } from '../apps/server/src/pdf/pdf-worker-pool.ts';
import { renderDocumentPdf } from '../apps/server/src/pdf/render-document-pdf.ts';
import { warmPdfRenderer } from '../apps/server/src/pdf/warm-pdf-renderer.ts';
import { fullAssessment, realisticAssessment } from './bench-assessments.ts';
import { documentFooterHtml, documentHtml } from './document-html.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, 'warm-up': { type: 'string', default: '5' } },
});
const runs = Number(values.runs);
// Renders of each kind, in turns, before any is timed. One was not enough: the server's renderer
// is JavaScript, and its second to sixth renders still ran partly unoptimised (a median of 5
// after one warm-up was 20 ms, after twenty 14 ms; Chromium's moved by under 10%).
const warmUps = Number(values['warm-up']);
const councilName = 'London Borough Council';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const page = await browser.newPage();

const median = (times: number[]) =>
  [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
const pageCount = (pdf: Buffer) =>
  (pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;

async function timed(render: () => Promise<Buffer>): Promise<{ ms: number; pdf: Buffer }> {
  const started = performance.now();
  const pdf = await render();
  return { ms: performance.now() - started, pdf };
}

const withServerRenderer = (form: Assessment) => () =>
  renderDocumentPdf(buildAssessmentDocument(form, councilName, 'london-borough'));

/** `tagged` as the server's PDF is (headings, paragraphs and lists in a structure tree); the
 * untagged figure is printed too, since tagging costs Chromium most of its time on long
 * documents. */
const withChromium = (form: Assessment, isTagged: boolean) => async () => {
  const model = buildAssessmentDocument(form, councilName, 'london-borough');
  await page.setContent(documentHtml(model), { waitUntil: 'load' });
  return page.pdf({
    format: 'A4',
    printBackground: true,
    tagged: isTagged,
    displayHeaderFooter: true,
    headerTemplate: '<span></span>',
    footerTemplate: documentFooterHtml(model.councilName),
    // 56 and 84 points, as in the server's renderer.
    margin: { top: '19.76mm', bottom: '29.63mm', left: '19.76mm', right: '19.76mm' },
  });
};

const describe = (ms: number, pdf: Buffer) =>
  `${ms.toFixed(0)} ms (${pageCount(pdf)} pages, ${(pdf.length / 1024).toFixed(0)} KB)`;
const versus = (oursMs: number, theirsMs: number) =>
  `server/Chromium time ${(oursMs / theirsMs).toFixed(2)}, ` +
  (theirsMs >= oursMs
    ? `${(theirsMs / oursMs).toFixed(1)}x faster`
    : `${(oursMs / theirsMs).toFixed(1)}x slower`);

async function compare(name: string, form: Assessment) {
  const renderers = [
    withServerRenderer(form),
    withChromium(form, true),
    withChromium(form, false),
  ] as const;
  const times = renderers.map(() => [] as number[]);
  const pdfs: Buffer[] = renderers.map(() => Buffer.alloc(0));
  for (let warmUp = 0; warmUp < warmUps; warmUp += 1) {
    for (const render of renderers) await render();
  }
  for (let run = 0; run < runs; run += 1) {
    for (const [index, render] of renderers.entries()) {
      const { ms, pdf } = await timed(render);
      times[index]?.push(ms);
      pdfs[index] = pdf;
    }
  }
  const [ours, tagged, untagged] = times.map(median) as [number, number, number];
  const [oursPdf, taggedPdf, untaggedPdf] = pdfs as [Buffer, Buffer, Buffer];
  console.log(
    `${name}: server ${describe(ours, oursPdf)}\n` +
      `  Chromium tagged   ${describe(tagged, taggedPdf)}: ${versus(ours, tagged)}\n` +
      `  Chromium untagged ${describe(untagged, untaggedPdf)}: ${versus(ours, untagged)}`,
  );
}

console.log(
  `Median of ${runs} warm renders each, in turns, after ${warmUps} warm-up renders each:`,
);
await compare('realistic (3 areas)', realisticAssessment());
await compare('full (every area)', fullAssessment());
await browser.close();

/** The first PDF a new worker pool makes (as after start-up), with and without the start-up
 * warm-up, against the median of warm renders from the same pool. */
async function firstAfterStart(isWarmedUp: boolean): Promise<{ firstMs: number; warmMs: number }> {
  const form = realisticAssessment();
  const pool = new PdfWorkerPool(councilName, 'london-borough', { size: 1 });
  try {
    if (isWarmedUp) await warmPdfRenderer(pool);
    const first = await timed(() => pool.render(form, 'bench'));
    const warm: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      warm.push((await timed(() => pool.render(form, 'bench'))).ms);
    }
    return { firstMs: first.ms, warmMs: median(warm) };
  } finally {
    await pool.close();
  }
}

const cold = await firstAfterStart(false);
const warmed = await firstAfterStart(true);
console.log(
  `First realistic PDF from a new worker pool: ${(cold.firstMs / cold.warmMs).toFixed(1)}x a warm render ` +
    `(${cold.firstMs.toFixed(0)} / ${cold.warmMs.toFixed(0)} ms); after the start-up warm-up: ` +
    `${(warmed.firstMs / warmed.warmMs).toFixed(1)}x (${warmed.firstMs.toFixed(0)} / ${warmed.warmMs.toFixed(0)} ms)`,
);
