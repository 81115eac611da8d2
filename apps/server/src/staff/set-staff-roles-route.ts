import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  setStaffRolesRequestSchema,
  setStaffRolesResponseSchema,
  staffRoleNames,
} from '@csa/contracts';
import { findUserByLoginEmail, requireRole, signedInUser } from '../accounts/index.ts';
import { AppError } from '../errors/index.ts';
import { AuditLog, loadStaffActor } from '../audit/index.ts';
import { staffRolesOf, toStaffMember } from './staff-members.ts';

const noAccount =
  'No account signs in with that email address. Ask them to create an account first.';

/**
 * PUT /internal/v1/admin/staff: sets the council roles of an existing account (other roles it
 * holds are kept). An administrator cannot take away their own admin role, so the service
 * always keeps one. The change is audited.
 */
export const setStaffRolesRoute: FastifyPluginAsyncZod<{ now: () => Date }> = async (
  app,
  { now },
) => {
  const audit = new AuditLog(app.db);
  app.put(
    '/internal/v1/admin/staff',
    {
      preHandler: requireRole(app, ['admin']),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        body: setStaffRolesRequestSchema,
        response: {
          200: setStaffRolesResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const signedIn = signedInUser(request);
      const user = await findUserByLoginEmail(app.db, request.body.email);
      if (!user) {
        // The answer is built from the entries, so the entry carries the code, as every 404 does.
        const code = 'NOT_FOUND';
        throw new AppError(404, code, noAccount, [{ error: noAccount, field: 'email', code }]);
      }
      const roles = staffRolesOf(request.body.roles);
      if (user.id === signedIn.id && !roles.includes('admin')) {
        throw AppError.conflict('You cannot remove your own admin role.');
      }
      const current = JSON.parse(user.role_names) as string[];
      const kept = current.filter((role) => !(staffRoleNames as readonly string[]).includes(role));
      const roleNames = JSON.stringify([...kept, ...roles]);
      const actor = await loadStaffActor(app.db, signedIn.id);
      await app.db.transaction().execute(async (transaction) => {
        await transaction
          .updateTable('app_user')
          .set({ role_names: roleNames })
          .where('id', '=', user.id)
          .execute();
        await audit.record(
          {
            actor,
            action: 'staff.roles',
            formId: null,
            clientAddress: request.ip,
            detail: `${user.login_email ?? user.id}: ${staffRolesOf(current).join(', ') || 'none'} → ${roles.join(', ') || 'none'}`,
            at: now(),
          },
          transaction,
        );
      });
      return { data: toStaffMember({ ...user, role_names: roleNames }) };
    },
  );
};
