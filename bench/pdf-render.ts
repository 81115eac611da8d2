/**
 * PDF render time for a fully answered CSA assessment: every area complete with every
 * section opened and long answers (4,900 characters) in every text box, a full set of
 * personal details and the suggestions. Renders N times through the server's own document
 * builder and renderer and prints ms per render, pages and size.
 *
 *   npm --workspace @csa/bench run pdf [-- --runs 20]
 */
import { parseArgs } from 'node:util';
import { buildAssessmentDocument } from '../apps/server/src/pdf/build-assessment-document.ts';
import { renderDocumentPdf } from '../apps/server/src/pdf/render-document-pdf.ts';
import { PdfWorkerPool } from '../apps/server/src/pdf/pdf-worker-pool.ts';
import { pathwayFor } from '@csa/questionnaire/content';
import { fullAssessment } from './bench-assessments.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '20' } } });
const runs = Number(values.runs);

const areaCount = pathwayFor('CSA').topics.length;
const form = fullAssessment();

async function renderOnce() {
  const start = performance.now();
  const pdf = await renderDocumentPdf(
    buildAssessmentDocument(form, 'London Borough Council', 'london-borough'),
  );
  return { ms: performance.now() - start, pdf };
}

await renderOnce();
const times: number[] = [];
let last: Buffer = Buffer.alloc(0);
for (let run = 0; run < runs; run += 1) {
  const { ms, pdf } = await renderOnce();
  times.push(ms);
  last = pdf;
}
times.sort((a, b) => a - b);
const pages = (last.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
const mean = times.reduce((total, ms) => total + ms, 0) / times.length;
console.log(
  `${runs} renders of a fully answered CSA assessment (${areaCount} areas): ` +
    `mean ${mean.toFixed(0)} ms, median ${(times[Math.floor(times.length / 2)] ?? 0).toFixed(0)} ms, ` +
    `max ${(times.at(-1) ?? 0).toFixed(0)} ms per render; ${pages} pages, ${(last.length / 1024).toFixed(0)} KB`,
);

/**
 * The longest stall of the main thread (what delays every other resident's request) while
 * five renders run, first inline and then in the server's worker thread.
 */
async function worstMainThreadStall(render: () => Promise<unknown>): Promise<number> {
  // A 5 ms ticker: the longest gap between its ticks is the longest the thread was busy.
  let last = performance.now();
  let worst = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last);
    last = now;
  }, 5);
  for (let run = 0; run < 5; run += 1) {
    await render();
    // Let the ticker run between renders, as other requests would.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  clearInterval(ticker);
  return worst;
}

const inlineStall = await worstMainThreadStall(renderOnce);
const pool = new PdfWorkerPool('London Borough Council', 'london-borough');
await pool.render(form, 'bench');
const workerStall = await worstMainThreadStall(() => pool.render(form, 'bench'));
await pool.close();
console.log(
  `Longest main-thread stall during 5 renders: inline ${inlineStall.toFixed(0)} ms, ` +
    `in the worker thread ${workerStall.toFixed(0)} ms (ratio ${(inlineStall / workerStall).toFixed(0)}:1)`,
);
