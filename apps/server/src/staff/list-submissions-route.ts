import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  staffSubmissionsQuerySchema,
  staffSubmissionsResponseSchema,
  teamRoleNames,
} from '@csa/contracts';
import { requireRole, signedInUser } from '../accounts/index.ts';
import { contactDue } from '../service-performance/index.ts';
import { StaffCaseRepository } from './staff-case-repository.ts';
import { formTypesFor, teamFor } from './staff-teams.ts';

/** GET /internal/v1/staff/submissions: the caller's teams' submissions, oldest first unless
 * sorted by the Care Act outcomes appearing unmet. */
export const listSubmissionsRoute: FastifyPluginAsyncZod<{ now: () => Date }> = async (
  app,
  { now },
) => {
  const cases = new StaffCaseRepository(app.db);
  app.get(
    '/internal/v1/staff/submissions',
    {
      preHandler: requireRole(app, teamRoleNames),
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        querystring: staffSubmissionsQuerySchema,
        response: {
          200: staffSubmissionsResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { status, q, threshold, sort, page, pageSize } = request.query;
      const at = now();
      const { rows, total } = await cases.list({
        formTypeCodes: formTypesFor(signedInUser(request).roleNames),
        status: status || undefined,
        q: q || undefined,
        isThresholdReached: threshold === 'reached',
        sort,
        page,
        pageSize,
      });
      return {
        data: rows.map((row) => ({
          ...row,
          team: teamFor(row.formTypeCode),
          ...contactDue(row.formTypeCode, row.submittedAt, row.status, at),
        })),
        meta: { total, page, pageSize },
      };
    },
  );
};
