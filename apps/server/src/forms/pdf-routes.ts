import formbody from '@fastify/formbody';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  formIdParamsSchema,
  htmlToPdfBodySchema,
  type Assessment,
} from '@csa/contracts';
import { formOwnerId, signedInUser } from '../accounts/index.ts';
import { readWordingShown } from '../content/index.ts';
import { AppError } from '../errors/index.ts';
import { pdfFileName, readFormData, renderRefusal } from '../pdf/index.ts';
import { FormRepository } from './form-repository.ts';

const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

/**
 * The assessment as a PDF, always rendered on the server from the stored assessment
 * (docs/decisions/0007). Two ways in: GET .../form/{id}/pdf, and the spec's POST htmlToPdf
 * with form fields html and formTypeCode, which also needs formId and ignores html.
 */
export const pdfRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, so only these routes accept form posts; the rest of the API stays JSON.
  await app.register(formbody);
  // Read by Fastify, as JSON and urlencoded bodies are, so BODY_LIMIT_BYTES holds for it too.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer' },
    async (request: FastifyRequest, body: Buffer) =>
      readFormData(body, request.headers['content-type'] ?? ''),
  );
  // Busboy's errors for a malformed form post (no boundary, a part cut short) carry no status.
  // Anything that fails before the handler runs is the body's fault, so it is a 400; the rest
  // goes on to the app's error handler as usual.
  const hasReadBody = new WeakSet<object>();
  app.addHook('preHandler', async (request) => {
    hasReadBody.add(request);
  });
  app.setErrorHandler((error: FastifyError, request) => {
    const isUnexplained = !(error instanceof AppError) && (error.statusCode ?? 500) >= 500;
    if (isUnexplained && !hasReadBody.has(request)) {
      throw AppError.badRequest('The form data could not be read.');
    }
    throw error;
  });
  const forms = new FormRepository(app.db);

  /** The resident's own copy, rendered on every request: the stored PDF of a submission is
   * the council's, which carries the Care Act outcomes residents are not shown
   * (docs/decisions/0122). */
  async function sendPdf(reply: FastifyReply, form: Assessment, accountId: string) {
    const wording = form.submittedFields === null ? null : await readWordingShown(app.db, form.id);
    const copy = { audience: 'resident' as const, wording };
    const pdf = await app.pdfRenderer.render(form, accountId, copy).catch((error: unknown) => {
      throw renderRefusal(error, reply) ?? error;
    });
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
      const accountId = formOwnerId(signedInUser(request));
      const form = await forms.get(request.params.id, accountId);
      if (!form) throw AppError.notFound();
      return sendPdf(reply, form, accountId);
    },
  );

  app.post(
    '/internal/v1/htmlToPdf',
    {
      // Before the body is read: nobody unauthenticated gets a multipart parser to play with.
      onRequest: app.authenticate,
      schema: {
        tags: ['forms'],
        security: [{ bearer: [] }],
        body: htmlToPdfBodySchema,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const accountId = formOwnerId(signedInUser(request));
      const form = await forms.get(request.body.formId, accountId);
      if (!form) throw AppError.notFound();
      if (form.formTypeCode !== request.body.formTypeCode) {
        throw AppError.badRequest('formTypeCode does not match the assessment', [
          { error: 'formTypeCode does not match the assessment', field: 'formTypeCode' },
        ]);
      }
      return sendPdf(reply, form, accountId);
    },
  );
};
