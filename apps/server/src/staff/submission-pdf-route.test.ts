import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Assessment } from '@csa/contracts';
import { SubmissionPdfStore } from '../delivery/submission-pdf-store.ts';
import { PdfQueueFullError } from '../pdf/pdf-worker-pool.ts';
import {
  buildTestApp,
  createTestSession,
  submitTestAssessment,
  testDatabases,
  type TestSession,
} from '../testing/index.ts';

const databases = await testDatabases();

describe.each(databases)("a submission's PDF for staff on $name", (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let resident: TestSession;
  let carersCentre: TestSession;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, { RATE_LIMIT_PER_MINUTE: '100000' }));
    resident = await createTestSession(app, { name: 'Resident' });
    carersCentre = await createTestSession(app, {
      name: 'Carl Centre',
      roleNames: ['carers-centre'],
      hasSecondFactor: true,
    });
  });
  afterAll(async () => close());

  const download = (form: Assessment) =>
    app.inject({
      url: `/internal/v1/staff/submissions/${form.id}/pdf`,
      headers: carersCentre.headers,
    });
  const pdfAudit = (form: Assessment) =>
    app.db
      .selectFrom('audit_event')
      .select('action')
      .where('form_id', '=', form.id)
      .where('action', '=', 'submission.pdf')
      .execute();

  it('serves the stored file as an attachment named by the reference, without rendering again', async () => {
    const form = await submitTestAssessment(app, resident, 'CARERS');
    const stored = Buffer.from('%PDF-1.7 the file the team received');
    await new SubmissionPdfStore(app.db).save(form.id, stored);
    const render = vi.spyOn(app.pdfRenderer, 'render');
    try {
      const response = await download(form);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.rawPayload.equals(stored)).toBe(true);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="assessment-${form.reference ?? ''}.pdf"`,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      expect(render).not.toHaveBeenCalled();
    } finally {
      render.mockRestore();
    }
    expect(await pdfAudit(form)).toHaveLength(1);
  });

  it("renders a file not yet stored in the staff member's own turn at the renderer", async () => {
    const form = await submitTestAssessment(app, resident, 'CARERS');
    const render = vi.spyOn(app.pdfRenderer, 'render');
    try {
      expect((await download(form)).statusCode).toBe(200);
      expect(render).toHaveBeenCalledTimes(1);
      expect(render.mock.calls[0]?.[1]).toBe(`staff:${carersCentre.userId}`);
    } finally {
      render.mockRestore();
    }
  });

  it('answers 503 with a retry time when the renderer is full, and audits no download', async () => {
    const form = await submitTestAssessment(app, resident, 'CARERS');
    const render = vi
      .spyOn(app.pdfRenderer, 'render')
      .mockRejectedValueOnce(new PdfQueueFullError());
    try {
      const refused = await download(form);
      expect(refused.statusCode, refused.body).toBe(503);
      expect(refused.json().errors[0].code).toBe('PDF_BUSY');
      expect(refused.headers['retry-after']).toBe('10');
    } finally {
      render.mockRestore();
    }
    expect(await pdfAudit(form)).toEqual([]);
  });
});
