import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/index.ts';
import { actingForRoutes } from './acting-for-routes.ts';
import { auditLogRoute } from './audit-log-route.ts';
import { getSubmissionRoute } from './get-submission-route.ts';
import { listCallersRoute } from './list-callers-route.ts';
import { listStaffRoute } from './list-staff-route.ts';
import { listSubmissionsRoute } from './list-submissions-route.ts';
import { recordStatusRoute } from './record-status-route.ts';
import { resetStaffTotpRoute } from './reset-staff-totp-route.ts';
import { setStaffRolesRoute } from './set-staff-roles-route.ts';
import { startCallerRoute } from './start-caller-route.ts';
import { sendHandoverRoute } from './send-handover-route.ts';
import { submissionPdfRoute } from './submission-pdf-route.ts';
import { useHandoverRoutes } from './use-handover-routes.ts';

/**
 * Council staff work: each team's inbox of submissions, a submission's detail, PDF
 * and status, and the admin calls for staff roles, two-step verification resets and the audit
 * log. Every call needs a council role and a session that passed two-step verification
 * (accounts/require-role.ts).
 */
export const staffPlugin = fp(
  async (app: FastifyInstance, options: { config: Config; now: () => Date }) => {
    const { config, now } = options;
    // Staff and admin answers are residents' care data and the audit trail: no cache keeps any.
    app.addHook('onSend', async (request, reply) => {
      if (
        request.url.startsWith('/internal/v1/staff/') ||
        request.url.startsWith('/internal/v1/admin/')
      ) {
        reply.header('Cache-Control', 'no-store');
      }
    });
    await app.register(listSubmissionsRoute, { now });
    await app.register(getSubmissionRoute, { config, now });
    await app.register(submissionPdfRoute, { now });
    await app.register(recordStatusRoute, { now });
    await app.register(listStaffRoute);
    await app.register(setStaffRolesRoute, { now });
    await app.register(resetStaffTotpRoute, { now });
    await app.register(auditLogRoute);
    await app.register(startCallerRoute, { now });
    await app.register(listCallersRoute);
    await app.register(actingForRoutes, { now });
    await app.register(sendHandoverRoute, { now });
    await app.register(useHandoverRoutes, { config, now });
  },
  { name: 'staff', dependencies: ['database', 'authenticate', 'pdf-renderer'] },
);
