import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Assessment } from '@csa/contracts';
import { errorResponseSchema, staffSubmissionParamsSchema, teamRoleNames } from '@csa/contracts';
import { requireRole, signedInUser } from '../accounts/index.ts';
import { SubmissionPdfStore } from '../delivery/index.ts';
import { AppError } from '../errors/index.ts';
import { readStoredOutcomes } from '../forms/index.ts';
import { pdfFileName, renderRefusal } from '../pdf/index.ts';
import { AuditLog, loadStaffActor } from '../audit/index.ts';
import { StaffCaseRepository } from './staff-case-repository.ts';
import { formTypesFor } from './staff-teams.ts';

function sendPdf(reply: FastifyReply, form: Assessment, pdf: Buffer) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${pdfFileName(form)}"`)
    .send(pdf);
}

/**
 * GET /internal/v1/staff/submissions/{id}/pdf: the stored PDF of the submission (the same
 * file the team's case system receives), rendered and stored now if the delivery worker has
 * not done it yet. Audited before the file leaves.
 */
export const submissionPdfRoute: FastifyPluginAsyncZod<{ now: () => Date }> = async (
  app,
  { now },
) => {
  const cases = new StaffCaseRepository(app.db);
  const storedPdfs = new SubmissionPdfStore(app.db);
  const audit = new AuditLog(app.db);
  app.get(
    '/internal/v1/staff/submissions/:id/pdf',
    {
      preHandler: requireRole(app, teamRoleNames),
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        params: staffSubmissionParamsSchema,
        response: {
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const at = now();
      const found = await cases.openForTeams(request.params.id, formTypesFor(user.roleNames), at);
      if (!found) throw AppError.notFound();
      const { form } = found;
      let pdf = await storedPdfs.load(form.id);
      if (!pdf) {
        // The staff member's own turn at the renderer, like a resident's download.
        const copy = {
          audience: 'council',
          careActOutcomes: readStoredOutcomes(found.careActOutcomes),
        } as const;
        pdf = await app.pdfRenderer
          .render(form, `staff:${user.id}`, copy)
          .catch((error: unknown) => {
            throw renderRefusal(error, reply) ?? error;
          });
        await storedPdfs.save(form.id, pdf);
      }
      await audit.record({
        actor: await loadStaffActor(app.db, user.id),
        action: 'submission.pdf',
        formId: form.id,
        clientAddress: request.ip,
        at,
      });
      return sendPdf(reply, form, pdf);
    },
  );
};
