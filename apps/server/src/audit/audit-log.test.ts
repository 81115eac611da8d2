import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AuditEvent } from '@csa/contracts';
import {
  buildTestApp,
  createTestSession,
  submitTestAssessment,
  testDatabases,
  type TestSession,
} from '../testing/index.ts';
import { AuditLog } from './audit-log.ts';

const databases = await testDatabases();
const start = Date.parse('2026-05-01T08:00:00.000Z');
const carl = { id: 'carl-id', name: 'Carl Centre', email: 'carl.centre@council.test' };
const dee = { id: 'dee-id', name: 'Dee Services', email: 'dee@council.test' };

describe.each(databases)('the admin audit trail on $name', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: TestSession;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, { RATE_LIMIT_PER_MINUTE: '100000' }));
    admin = await createTestSession(app, { roleNames: ['admin'], hasSecondFactor: true });
    const audit = new AuditLog(app.db);
    // 51 reads of one submission by Carl, a minute apart: one more than a page.
    for (let minute = 0; minute < 51; minute += 1) {
      await audit.record({
        actor: carl,
        action: 'submission.read',
        formId: 'form-a',
        clientAddress: '10.0.0.1',
        detail: `read ${minute}`,
        at: new Date(start + minute * 60_000),
      });
    }
    await audit.record({
      actor: dee,
      action: 'submission.read',
      formId: 'form-b',
      clientAddress: null,
      at: new Date(start - 60_000),
    });
  });
  afterAll(async () => close());

  const auditPage = async (query: string) => {
    const response = await app.inject({
      url: `/internal/v1/admin/audit${query}`,
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json<{ data: AuditEvent[]; meta: { total: number; page: number } }>();
  };

  it('lists everything newest first, fifty to a page', async () => {
    const first = await auditPage('');
    expect(first.meta).toEqual({ total: 52, page: 1, pageSize: 50 });
    expect(first.data.map((event) => event.detail).slice(0, 2)).toEqual(['read 50', 'read 49']);
    const second = await auditPage('?page=2');
    expect(second.meta).toEqual({ total: 52, page: 2, pageSize: 50 });
    expect(second.data.map((event) => event.detail)).toEqual(['read 0', null]);
    expect(second.data[1]).toEqual({
      id: expect.any(String),
      at: new Date(start - 60_000).toISOString(),
      actorId: 'dee-id',
      actorEmail: 'dee@council.test',
      action: 'submission.read',
      formId: 'form-b',
      clientAddress: null,
      detail: null,
      reference: null,
    });
  });

  it('names each submission by its reference, and finds its trail by the reference', async () => {
    const resident = await createTestSession(app, { name: 'Resident' });
    const form = await submitTestAssessment(app, resident, 'CSA');
    expect(form.reference).toMatch(/^CSA-/);
    await new AuditLog(app.db).record({
      actor: { id: 'eve-id', name: 'Eve Services', email: 'eve@council.test' },
      action: 'submission.pdf',
      formId: form.id,
      clientAddress: null,
      at: new Date(start - 120_000),
    });
    const byId = await auditPage(`?formId=${form.id}`);
    expect(byId.data.map((event) => [event.formId, event.reference])).toEqual([
      [form.id, form.reference],
    ]);
    // As staff might type it.
    const byReference = await auditPage(`?formId=${form.reference?.toLowerCase() ?? ''}`);
    expect(byReference.data.map((event) => event.formId)).toEqual([form.id]);
  });

  it("narrows to one submission's trail", async () => {
    const formB = await auditPage('?formId=form-b');
    expect(formB.meta.total).toBe(1);
    expect(formB.data.map((event) => event.formId)).toEqual(['form-b']);
    const formA = await auditPage('?formId=form-a&page=2');
    expect(formA.meta.total).toBe(51);
    expect(formA.data.map((event) => event.detail)).toEqual(['read 0']);
  });

  it("narrows to one person's actions, by id or by e-mail in any case", async () => {
    expect((await auditPage('?actor=dee-id')).meta.total).toBe(1);
    const byEmail = await auditPage('?actor=Carl.Centre@Council.TEST');
    expect(byEmail.meta.total).toBe(51);
    expect(new Set(byEmail.data.map((event) => event.actorId))).toEqual(new Set(['carl-id']));
  });
});
