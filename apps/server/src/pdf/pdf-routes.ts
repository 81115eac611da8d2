import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  formIdParamsSchema,
  htmlToPdfBodySchema,
  type Assessment,
} from '@csa/contracts';
import { signedInUser } from '../accounts/authenticate.ts';
import { AppError } from '../errors/app-error.ts';
import { SubmissionPdfStore } from '../delivery/submission-pdf-store.ts';
import { FormRepository } from '../forms/form-repository.ts';

const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};

/** Only the reference or the id goes in the file name: no names or other personal data. */
export function pdfFileName(form: Assessment): string {
  return `assessment-${(form.reference ?? form.id).replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
}

/**
 * The assessment as a PDF, always rendered on the server from the stored assessment
 * (docs/decisions/0007). Two ways in: GET .../form/{id}/pdf, and the spec's POST htmlToPdf
 * with form fields html and formTypeCode, which also needs formId and ignores html.
 */
export const pdfRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, so only these routes accept form posts; the rest of the API stays JSON.
  await app.register(formbody);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { files: 0, fields: 10, fieldSize: 2_000_000 },
  });
  const forms = new FormRepository(app.db);
  const storedPdfs = new SubmissionPdfStore(app.db);

  async function sendPdf(reply: FastifyReply, form: Assessment) {
    const pdf = await pdfFor(form);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${pdfFileName(form)}"`)
      .header('Cache-Control', 'no-store')
      .send(pdf);
  }

  /** A submitted assessment's PDF comes from storage (rendered once, by the delivery worker or
   * the first download); only open assessments' previews render on every request. */
  async function pdfFor(form: Assessment): Promise<Buffer> {
    if (form.submittedFields === null) return app.pdfRenderer.render(form);
    const stored = await storedPdfs.load(form.id);
    if (stored) return stored;
    const rendered = await app.pdfRenderer.render(form);
    await storedPdfs.save(form.id, rendered);
    return rendered;
  }

  app.get(
    '/internal/v1/form/:id/pdf',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['forms'],
        security: [{ bearer: [] }],
        params: formIdParamsSchema,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const form = await forms.get(request.params.id, signedInUser(request).id);
      if (!form) throw AppError.notFound();
      return sendPdf(reply, form);
    },
  );

  app.post(
    '/internal/v1/htmlToPdf',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['forms'],
        security: [{ bearer: [] }],
        body: htmlToPdfBodySchema,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const form = await forms.get(request.body.formId, signedInUser(request).id);
      if (!form) throw AppError.notFound();
      if (form.formTypeCode !== request.body.formTypeCode) {
        throw AppError.badRequest('formTypeCode does not match the assessment', [
          { error: 'formTypeCode does not match the assessment', field: 'formTypeCode' },
        ]);
      }
      return sendPdf(reply, form);
    },
  );
};
