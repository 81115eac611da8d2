import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { constants } from '@csa/contracts';
import { buildTestApp, submitTestAssessment, testDatabases } from '../testing/index.ts';

const databases = await testDatabases();

/** The value of one sample line (`name{labels} value`), or undefined when it is absent. */
function sampleOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(app: FastifyInstance): Promise<string> {
  const answer = await app.inject({ method: 'GET', url: '/metrics' });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return answer.body;
}

describe.each(databases)('GET /metrics after a resident journey ($name)', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const day = 86_400_000;
  let clock = Date.now();

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, {}, undefined, {
      now: () => new Date(clock),
    }));
  });
  afterAll(async () => close());

  it('counts the requests, sign-in failures, jobs and PDFs, and holds none of the personal data', async () => {
    const name = 'Philippa Quennell-Marchbanks';
    const email = `quennell.${Date.now()}@example.test`;
    const password = 'correct horse battery staple 42';
    const signedUp = await app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { name, email, password, postcode: 'SE15 4AB' },
    });
    expect(signedUp.statusCode).toBe(201);
    const { token, user } = signedUp.json().data as { token: string; user: { id: string } };
    const session = { userId: user.id, token, headers: { authorization: `Bearer ${token}` } };

    const wrongPassword = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email, password: 'not the password at all' },
    });
    expect(wrongPassword.statusCode).toBe(401);

    const answerText = 'Zebrafinch marmalade on Tuesdays';
    const submitted = await submitTestAssessment(app, session, 'CARERS', () => answerText, {
      personalDetails: { firstName: 'Philippa', lastName: 'Quennell-Marchbanks' },
    });
    const pdf = await app.inject({
      method: 'GET',
      url: `/internal/v1/form/${submitted.id}/pdf`,
      headers: session.headers,
    });
    expect(pdf.statusCode).toBe(200);

    const text = await scrape(app);

    expect(
      sampleOf(text, 'http_requests_total{method="POST",route="/auth/signup",status_code="201"}'),
    ).toBe(1);
    expect(
      sampleOf(
        text,
        'http_requests_total{method="PUT",route="/internal/v1/form/:id",status_code="200"}',
      ),
    ).toBe(1);
    expect(
      sampleOf(
        text,
        'http_request_duration_seconds_count{method="POST",route="/internal/v1/form/:id/remoteSubmission",status_code="200"}',
      ),
    ).toBe(1);
    expect(sampleOf(text, 'csa_sign_in_failures_total{method="password"}')).toBe(1);
    expect(sampleOf(text, 'csa_sign_in_lockouts_total{method="password"}')).toBe(0);
    expect(sampleOf(text, 'csa_delivery_jobs{status="pending"}')).toBe(1);
    expect(sampleOf(text, 'csa_delivery_jobs{status="dead"}')).toBe(0);
    expect(sampleOf(text, 'csa_delivery_oldest_pending_job_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(sampleOf(text, 'csa_pdf_render_duration_seconds_count{outcome="ok"}')).toBe(1);
    expect(sampleOf(text, 'csa_pdf_render_duration_seconds_count{outcome="failed"}')).toBe(0);
    expect(sampleOf(text, 'csa_carers_cases_overdue')).toBe(0);
    expect(sampleOf(text, 'csa_ready')).toBe(1);
    expect(sampleOf(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sampleOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    if (database.name === 'postgres') {
      expect(sampleOf(text, 'csa_database_pool_connections{state="idle"}')).toBeGreaterThan(0);
      expect(sampleOf(text, 'csa_database_pool_waiting_requests')).toBe(0);
    } else {
      expect(text).not.toContain('csa_database_pool');
    }

    for (const personal of [
      name,
      'Philippa',
      'Quennell',
      email,
      'quennell.',
      answerText,
      'Zebrafinch',
      submitted.id,
      submitted.reference ?? 'no reference',
      user.id,
      token,
    ]) {
      expect(text).not.toContain(personal);
    }

    // The carers centre's promise of contact runs out: the case is overdue until contacted.
    clock += (constants.carersContactDays + 1) * day;
    const later = await scrape(app);
    expect(sampleOf(later, 'csa_carers_cases_overdue')).toBe(1);
    expect(sampleOf(later, 'csa_delivery_oldest_pending_job_age_seconds')).toBeGreaterThan(
      constants.carersContactDays * 86_400,
    );
  });

  it('labels a request no route matched as one route, whatever its path', async () => {
    const before = sampleOf(
      await scrape(app),
      'http_requests_total{method="DELETE",route="unmatched",status_code="404"}',
    );
    const answer = await app.inject({ method: 'DELETE', url: '/internal/v1/no-such-call/3f2c9a' });
    expect(answer.statusCode).toBe(404);
    const text = await scrape(app);
    expect(text).not.toContain('3f2c9a');
    expect(
      sampleOf(text, 'http_requests_total{method="DELETE",route="unmatched",status_code="404"}'),
    ).toBe((before ?? 0) + 1);
  });

  it('counts wrong passwords as failures until the lock, then each refusal as a lockout', async () => {
    const before = await scrape(app);
    const failures = sampleOf(before, 'csa_sign_in_failures_total{method="password"}') ?? NaN;
    const lockouts = sampleOf(before, 'csa_sign_in_lockouts_total{method="password"}') ?? NaN;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const answer = await app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: 'nobody.here@example.test', password: 'wrong password again' },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    const after = await scrape(app);
    expect(sampleOf(after, 'csa_sign_in_failures_total{method="password"}')).toBe(failures + 4);
    expect(sampleOf(after, 'csa_sign_in_lockouts_total{method="password"}')).toBe(lockouts + 2);
    expect(sampleOf(after, 'csa_sign_in_failures_total{method="two-step"}')).toBe(0);
    expect(after).not.toContain('nobody.here');
  });

  it('reports the database unready, and the process metrics still, when its queries fail', async () => {
    await sql`alter table delivery_job rename to delivery_job_away`.execute(app.db);
    try {
      const text = await scrape(app);
      expect(sampleOf(text, 'csa_ready')).toBe(0);
      expect(sampleOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    } finally {
      await sql`alter table delivery_job_away rename to delivery_job`.execute(app.db);
    }
    expect(sampleOf(await scrape(app), 'csa_ready')).toBe(1);
  });
});
