/**
 * Fairness of PDFs as a load script: another resident's small PDF while 30 large PDFs (a fully
 * answered CSA preview of ~300 pages) are requested at once over real HTTP, first by one
 * resident (a script or an impatient double-clicker), then by 30 different residents. Prints
 * the answers to the 30 and the small PDF's latency against an idle server.
 *
 *   npm --workspace @csa/bench run pdf-fairness [-- --large 30]
 */
import { parseArgs } from 'node:util';
import type { Assessment, DirtyFields } from '@csa/contracts';
import { pathwayFor } from '@csa/questionnaire/content';
import { completePersonalDetails, fillAreaAnswers } from '@csa/server/test-support';
import { defaultPoolSize } from '../apps/server/src/pdf/pdf-worker-pool.ts';
import { serveForBench } from './serve-for-bench.ts';

const { values } = parseArgs({ options: { large: { type: 'string', default: '30' } } });
const largeCount = Number(values.large);
const pathway = pathwayFor('CSA');

function fieldsFor(isLarge: boolean): DirtyFields {
  const fields: DirtyFields = {};
  fields.personalDetails = completePersonalDetails('CSA');
  for (const topic of isLarge ? pathway.topics : pathway.topics.slice(0, 1)) {
    fields[topic.id] = {
      answers: fillAreaAnswers(topic, {
        needsHelp: true,
        chooseAll: true,
        text: () => (isLarge ? 'My hands are stiff in the morning. '.repeat(140) : 'Fine.'),
      }),
      lastStepIndex: 0,
      isComplete: true,
    };
  }
  return fields;
}

const [server, ...others] = await serveForBench({
  BODY_LIMIT_BYTES: String(4 * 1024 * 1024),
  MAX_ASSESSMENT_BYTES: String(4 * 1024 * 1024),
});
for (const other of others) await other.close();
if (!server) throw new Error('no database to serve from');

async function assessmentOf(headers: { authorization: string }, isLarge: boolean): Promise<string> {
  const json = { ...headers, 'content-type': 'application/json' };
  const created = await fetch(`${server!.baseUrl}/internal/v1/form`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ formTypeCode: 'CSA', formName: 'Bench', pageCount: 3 }),
  });
  const form = ((await created.json()) as { data: Assessment }).data;
  const saved = await fetch(`${server!.baseUrl}/internal/v1/form/${form.id}`, {
    method: 'PUT',
    headers: json,
    body: JSON.stringify({ version: 1, dirtyFields: fieldsFor(isLarge) }),
  });
  if (saved.status !== 200) throw new Error(`save failed: ${saved.status}`);
  return form.id;
}

async function pdf(headers: { authorization: string }, id: string) {
  const start = performance.now();
  const response = await fetch(`${server!.baseUrl}/internal/v1/form/${id}/pdf`, { headers });
  const bytes = (await response.arrayBuffer()).byteLength;
  return { status: response.status, ms: performance.now() - start, bytes };
}

const tally = (statuses: number[]) =>
  Object.entries(
    statuses.reduce<Record<number, number>>((counts, status) => {
      counts[status] = (counts[status] ?? 0) + 1;
      return counts;
    }, {}),
  )
    .map(([status, count]) => `${count}×${status}`)
    .join(', ');

const smallResident = await server.newResident();
const smallId = await assessmentOf(smallResident, false);
await pdf(smallResident, smallId);
const idle = [];
for (let run = 0; run < 5; run += 1) idle.push((await pdf(smallResident, smallId)).ms);
const first = await pdf(smallResident, smallId);
console.log(
  `Pool of ${defaultPoolSize()} worker(s). Small PDF on an idle server: ` +
    `median ${idle.sort((a, b) => a - b)[2]?.toFixed(0)} ms (${first.bytes} bytes)`,
);

async function underLoad(
  label: string,
  largeRequests: () => Promise<{ status: number; ms: number }>[],
) {
  const started = performance.now();
  const large = largeRequests();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const small = await pdf(smallResident, smallId);
  const answers = await Promise.all(large);
  console.log(
    `${label}: the ${answers.length} large answered ${tally(answers.map((answer) => answer.status))} ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
      `another resident's small PDF answered ${small.status} in ${small.ms.toFixed(0)} ms`,
  );
}

const oneResident = await server.newResident();
const oneLargeId = await assessmentOf(oneResident, true);
const single = await pdf(oneResident, oneLargeId);
console.log(
  `One large PDF alone: ${single.ms.toFixed(0)} ms, ${(single.bytes / 1024).toFixed(0)} KB`,
);
await underLoad(`${largeCount} large PDFs asked at once by one resident`, () =>
  Array.from({ length: largeCount }, () => pdf(oneResident, oneLargeId)),
);

const many = await Promise.all(
  Array.from({ length: largeCount }, async () => {
    const headers = await server.newResident();
    return { headers, id: await assessmentOf(headers, true) };
  }),
);
await underLoad(`${largeCount} large PDFs asked at once by ${largeCount} residents`, () =>
  many.map(({ headers, id }) => pdf(headers, id)),
);
await server.close();
