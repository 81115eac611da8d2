import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditQuerySchema, auditResponseSchema, errorResponseSchema } from '@csa/contracts';
import { requireRole } from '../accounts/index.ts';
import { AuditLog, auditPageSize } from '../audit/index.ts';

/** GET /internal/v1/admin/audit?formId=&actor=&page=: the audit trail, newest first. */
export const auditLogRoute: FastifyPluginAsyncZod = async (app) => {
  const audit = new AuditLog(app.db);
  app.get(
    '/internal/v1/admin/audit',
    {
      preHandler: requireRole(app, ['admin']),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        querystring: auditQuerySchema,
        response: {
          200: auditResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { formId, actor, page } = request.query;
      const { events, total } = await audit.list({
        formId: formId || undefined,
        actor: actor || undefined,
        page,
      });
      return { data: events, meta: { total, page, pageSize: auditPageSize } };
    },
  );
};
