/**
 * A fuzz pass over every operation in the service's own /openapi.json: requests with
 * random and half-valid bodies, parameters, content types and tokens (fast-check, fixed seed),
 * through the whole Fastify stack on a throw-away database of each kind. Client mistakes must
 * never cause a 5xx nor an error-level log line. Prints requests sent, answers by status and
 * every failure found; exits 1 on any.
 *
 *   npm --workspace @csa/bench run fuzz [-- --requests 10000 --seed 9]
 */
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/load-config.ts';
import {
  createTestSession,
  databaseEnvironmentOf,
  testDatabases,
} from '../apps/server/src/testing/index.ts';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '10000' },
    seed: { type: 'string', default: '9' },
  },
});
const requestCount = Number(values.requests);
const seed = Number(values.seed);

interface Operation {
  method: string;
  path: string;
  hasBody: boolean;
  query: string[];
}

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '../../etc/passwd',
    '%00',
    "' or 1=1 --",
    '<script>x</script>',
    'null',
    '-1',
    '0',
    '99999999999999999999',
    'NaN',
    'CSA',
    'carers',
    'x'.repeat(5000),
    '\u0000',
    '😀',
  ),
  fc.integer().map(String),
);

const bodyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(
    fc.constantFrom(
      'email',
      'password',
      'name',
      'postcode',
      'pin',
      'code',
      'phoneNumber',
      'dateOfBirth',
      'token',
      'formTypeCode',
      'formName',
      'pageCount',
      'version',
      'dirtyFields',
      'formId',
      'html',
      'lastValidPage',
      'allPagesValidated',
      'formModel',
      'dirtyModel',
      'pdfHtml',
      'personalDetails',
      'emailProfileEmail',
      'mobilePhoneNumber',
    ),
    fc.oneof(
      nasty,
      fc.jsonValue({ maxDepth: 3 }),
      fc.constant({ personalHygiene: { answers: {}, lastStepIndex: -1, isComplete: 'yes' } }),
    ),
    { maxKeys: 6 },
  ),
);

const rawBody = fc.oneof(
  {
    weight: 6,
    arbitrary: bodyValue.map((value) => ({
      type: 'application/json',
      payload: JSON.stringify(value),
    })),
  },
  fc.string().map((text) => ({ type: 'application/json', payload: `{"${text}` })),
  fc.string().map((text) => ({ type: 'text/plain', payload: text })),
  fc.string().map((text) => ({
    type: 'application/x-www-form-urlencoded',
    payload: `formId=${encodeURIComponent(text)}&x=%ZZ`,
  })),
  fc.string().map((text) => ({ type: 'multipart/form-data', payload: text })),
  fc.string().map((text) => ({
    type: 'multipart/form-data; boundary=b',
    payload: `--b\r\nContent-Disposition: form-data; name="formId"\r\n\r\n${text}`,
  })),
  fc.constant({ type: 'application/xml', payload: '<a/>' }),
);

function operationsOf(document: {
  paths: Record<
    string,
    Record<string, { parameters?: { in: string; name: string }[]; requestBody?: unknown }>
  >;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      hasBody: operation.requestBody !== undefined,
      query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    })),
  );
}

let failed = false;
for (const database of await testDatabases()) {
  const handle = await database.open();
  const errorLogs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        const entry = JSON.parse(line) as {
          level: number;
          msg?: string;
          err?: { message?: string };
        };
        if (entry.level >= 50) errorLogs.push(`${entry.msg ?? ''}: ${entry.err?.message ?? ''}`);
      }
      done();
    },
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    ...databaseEnvironmentOf(handle),
    RATE_LIMIT_PER_MINUTE: '10000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000000',
    MAX_OPEN_ASSESSMENTS_PER_PATHWAY: '1000',
  });
  const app: FastifyInstance = await buildApp({
    config,
    logger: { level: 'info', stream },
  });
  await app.ready();
  const operations = operationsOf((await app.inject('/openapi.json')).json());

  let session = await createTestSession(app);
  const newForm = async () =>
    (
      await app.inject({
        method: 'POST',
        url: '/internal/v1/form',
        headers: session.headers,
        payload: { formTypeCode: 'CSA', formName: 'Fuzz', pageCount: 3 },
      })
    ).json<{ data?: { id: string } }>().data?.id;
  let formId = await newForm();

  const requestArbitrary = fc.record({
    operation: fc.constantFrom(...operations),
    auth: fc.constantFrom('valid', 'valid', 'none', 'garbage'),
    pathValue: fc.oneof(fc.constant('known'), nasty),
    query: fc.dictionary(fc.string({ maxLength: 8 }), nasty, { maxKeys: 3 }),
    knownQuery: fc.array(nasty, { minLength: 5, maxLength: 5 }),
    body: rawBody,
  });
  const samples = fc.sample(requestArbitrary, { numRuns: requestCount, seed });
  const statuses = new Map<number, number>();
  const serverErrors: string[] = [];
  for (const [index, sample] of samples.entries()) {
    if (index % 200 === 0) {
      session = await createTestSession(app);
      formId = (await newForm()) ?? formId;
    }
    const { operation } = sample;
    const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
      if (sample.pathValue !== 'known') return encodeURIComponent(sample.pathValue);
      return name === 'formTypeCode' ? 'CSA' : (formId ?? 'x');
    });
    const query: Record<string, string> = { ...sample.query };
    operation.query.forEach((name, position) => {
      const value = sample.knownQuery[position];
      if (value !== undefined) query[name] = value;
    });
    const headers: Record<string, string> = {};
    if (sample.auth === 'valid') headers.authorization = session.headers.authorization;
    if (sample.auth === 'garbage') headers.authorization = `Bearer ${sample.pathValue}`;
    const request: InjectOptions = {
      method: operation.method,
      url: path,
      query,
      headers,
    };
    if (operation.hasBody || operation.method !== 'GET') {
      headers['content-type'] = sample.body.type;
      request.payload = sample.body.payload;
    }
    if (process.env.FUZZ_TRACE)
      console.error(
        index,
        operation.method,
        path,
        JSON.stringify({ auth: sample.auth, query, body: sample.body }).slice(0, 300),
      );
    const response = await app.inject(request);
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    if (response.statusCode >= 500) {
      serverErrors.push(
        `${operation.method} ${operation.path} → ${response.statusCode} ${response.body.slice(0, 120)}`,
      );
    }
  }
  await app.close();
  await handle.close();
  const byStatus = [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  console.log(
    `${database.name}: ${samples.length} requests over ${operations.length} operations; ${byStatus}`,
  );
  console.log(`  5xx answers: ${serverErrors.length}; error-level log lines: ${errorLogs.length}`);
  for (const line of [...new Set(serverErrors)].slice(0, 20)) console.log(`  5xx  ${line}`);
  for (const line of [...new Set(errorLogs)].slice(0, 20)) console.log(`  log  ${line}`);
  if (serverErrors.length > 0 || errorLogs.length > 0) failed = true;
}
process.exitCode = failed ? 1 : 0;
