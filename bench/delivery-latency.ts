/**
 * Time from a resident's submit (the POST answered) to the council's case system receiving the
 * signed webhook, for 100 submissions, through the whole service: the in-process delivery
 * worker, PDF rendering, team e-mail over SMTP, the webhook, the resident's receipt. Runs once
 * one at a time (latency) and once as a burst of 100 at once (queueing).
 *
 * References measured in the same run, on the same machine and receivers: a bare signed POST
 * to the receiver, and one PDF render of the same assessment. The ratios say how much the
 * worker adds on top of the work it cannot avoid.
 *
 *   npm --workspace @csa/bench run delivery [-- --count 100]
 */
import { parseArgs } from 'node:util';
import { Webhook } from 'standardwebhooks';
import {
  buildTestApp,
  createTestSession,
  startSmtpReceiver,
  startWebhookReceiver,
  submitTestAssessment,
  testDatabases,
} from '../apps/server/src/testing/index.ts';

const { values } = parseArgs({ options: { count: { type: 'string', default: '100' } } });
const count = Number(values.count);
const secret = `whsec_${Buffer.from('benchmark case system secret!!').toString('base64')}`;

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? NaN;
}
function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
}
const ms = (value: number) => `${value.toFixed(1)} ms`;

for (const database of await testDatabases()) {
  const smtp = await startSmtpReceiver();
  const cases = await startWebhookReceiver(secret);
  const { app, close } = await buildTestApp(database, {
    RATE_LIMIT_PER_MINUTE: '1000000',
    NOTIFICATION_PROVIDER: 'smtp',
    SMTP_URL: smtp.url,
    TEAM_EMAIL_CSA: 'team@council.example',
    CASE_WEBHOOK_URL_CSA: cases.url,
    CASE_WEBHOOK_SECRET: secret,
    DELIVERY_WORKER: 'in-process',
  });
  const resident = await createTestSession(app, { loginEmail: 'bench@resident.example' });
  const arrivals = new Map<string, number>();
  const original = cases.accepted.push.bind(cases.accepted);
  cases.accepted.push = (...events) => {
    for (const event of events) arrivals.set(String(event.body.data.formId), performance.now());
    return original(...events);
  };

  // Warm up: the first PDF loads fonts in the worker thread.
  await submitTestAssessment(app, resident, 'CSA');
  await cases.waitFor(1, 60_000);

  // Reference 1: a bare signed POST of a same-sized body to the same receiver.
  const sample = cases.accepted[0];
  const body = JSON.stringify(sample?.body);
  const signer = new Webhook(secret);
  const barePost: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    const id = `msg_bench_${index}`;
    const timestamp = new Date();
    await fetch(cases.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
        'webhook-signature': signer.sign(id, timestamp, body),
      },
      body,
    });
    barePost.push(performance.now() - started);
  }
  // Reference 2: rendering that assessment's PDF, the step delivery cannot skip.
  const form = await app.db.selectFrom('form').selectAll().limit(1).executeTakeFirstOrThrow();
  const { toAssessment } = await import('../apps/server/src/forms/form-repository.ts');
  const renders: number[] = [];
  for (let index = 0; index < 20; index += 1) {
    const started = performance.now();
    await app.pdfRenderer.render(toAssessment(form), `bench:${index}`);
    renders.push(performance.now() - started);
  }

  // One at a time: submit, wait for the case system to have it.
  const oneByOne: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const submitted = await submitTestAssessment(app, resident, 'CSA');
    const answeredAt = performance.now();
    const expected = cases.accepted.length + 1;
    await cases.waitFor(expected, 60_000);
    oneByOne.push((arrivals.get(submitted.id) ?? NaN) - answeredAt);
  }

  // A burst: all submitted back to back, then every arrival measured from its own submit.
  const answered = new Map<string, number>();
  const before = cases.accepted.length;
  for (let index = 0; index < count; index += 1) {
    const submitted = await submitTestAssessment(app, resident, 'CSA');
    answered.set(submitted.id, performance.now());
  }
  await cases.waitFor(before + count, 300_000);
  const burst = [...answered].map(([id, at]) => (arrivals.get(id) ?? NaN) - at);

  const post = summary(barePost);
  const render = summary(renders);
  const single = summary(oneByOne);
  const queued = summary(burst);
  const unavoidable = post.median + render.median;
  console.log(`\n${database.name}: ${count} submissions, submit answered → webhook received`);
  console.log(
    `  reference: bare signed POST median ${ms(post.median)}, PDF render median ${ms(render.median)}`,
  );
  console.log(
    `  one at a time: median ${ms(single.median)}, p95 ${ms(single.p95)}; median is ${(single.median / unavoidable).toFixed(2)}× (PDF render + bare POST)`,
  );
  console.log(
    `  burst of ${count}: median ${ms(queued.median)}, p95 ${ms(queued.p95)}; p95 is ${(queued.p95 / unavoidable).toFixed(1)}× (PDF render + bare POST)`,
  );
  await close();
  await Promise.all([smtp.close(), cases.close()]);
}
