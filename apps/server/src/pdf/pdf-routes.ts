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
import type { CouncilFlavour } from '@csa/questionnaire';
import { signedInUser } from '../accounts/authenticate.ts';
import { AppError } from '../errors/app-error.ts';
import { FormRepository } from '../forms/form-repository.ts';
import { PdfWorkerPool } from './pdf-worker-pool.ts';

export interface PdfRoutesOptions {
  councilName: string;
  flavour: CouncilFlavour;
}

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
export const pdfRoutes: FastifyPluginAsyncZod<PdfRoutesOptions> = async (app, options) => {
  // Registered here, so only these routes accept form posts; the rest of the API stays JSON.
  await app.register(formbody);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { files: 0, fields: 10, fieldSize: 2_000_000 },
  });
  const forms = new FormRepository(app.db);
  const renderer = new PdfWorkerPool(options.councilName, options.flavour);
  app.addHook('onClose', async () => renderer.close());

  async function sendPdf(reply: FastifyReply, form: Assessment) {
    const pdf = await renderer.render(form);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${pdfFileName(form)}"`)
      .header('Cache-Control', 'no-store')
      .send(pdf);
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
