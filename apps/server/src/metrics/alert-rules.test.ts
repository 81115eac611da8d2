import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { parse } from 'yaml';
import { buildTestApp, testDatabases } from '../testing/index.ts';

const rulesFile = new URL('../../../../docs/prometheus-alerts.yml', import.meta.url);
const [database] = await testDatabases();

interface AlertRule {
  alert: string;
  expr: string;
  for: string;
  labels: { severity: string };
  annotations: { summary: string; description: string };
}

function readRules(): AlertRule[] {
  const document = parse(fs.readFileSync(rulesFile, 'utf8')) as {
    groups: { name: string; rules: AlertRule[] }[];
  };
  return document.groups.flatMap((group) => group.rules);
}

/** The service's metric names in an expression (Prometheus's own `up` aside). */
function metricsNamedIn(expression: string): string[] {
  return expression.match(/\b(?:csa|http)_[a-z_]+\b/g) ?? [];
}

/** The alert rules the operations page points councils to are valid rule files that name
 * only metrics the service reports, so a renamed metric cannot leave an alert that never
 * fires. */
describe('the Prometheus alert rules in docs/', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    if (!database) throw new Error('no test database');
    ({ app, close } = await buildTestApp(database));
  });
  afterAll(async () => close());

  it('cover dead jobs, an old pending job, overdue cases, server errors and readiness', () => {
    const byName = new Map(readRules().map((rule) => [rule.alert, rule.expr.trim()]));
    expect(byName.get('CsaDeliveryJobsDead')).toBe('max(csa_delivery_jobs{status="dead"}) > 0');
    expect(byName.get('CsaDeliveryOldestPendingOverAnHour')).toBe(
      'max(csa_delivery_oldest_pending_job_age_seconds) > 3600',
    );
    expect(byName.get('CsaCarersCasesOverdue')).toBe('max(csa_carers_cases_overdue) > 0');
    expect(byName.get('CsaHighServerErrorRate')).toMatch(/status_code=~"5\.\."/);
    expect(byName.get('CsaNotReady')).toBe('min by (instance) (csa_ready) == 0');
    for (const rule of readRules()) {
      expect(rule.for, rule.alert).toMatch(/^\d+[smh]$/);
      expect(['warning', 'critical'], rule.alert).toContain(rule.labels.severity);
      expect(rule.annotations.summary, rule.alert).not.toBe('');
    }
  });

  it('name only metrics a scrape reports', async () => {
    await app.inject({ url: '/healthz' });
    const scraped = (await app.inject({ url: '/metrics' })).body;
    const named = new Set(readRules().flatMap((rule) => metricsNamedIn(rule.expr)));
    expect(named.size).toBeGreaterThanOrEqual(6);
    for (const name of named) expect(scraped, name).toContain(`# TYPE ${name} `);
  });
});
