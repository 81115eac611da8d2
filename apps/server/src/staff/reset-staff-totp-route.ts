import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  resetStaffTotpParamsSchema,
  resetStaffTotpResponseSchema,
} from '@csa/contracts';
import { findUserById, requireRole, signedInUser } from '../accounts/index.ts';
import { AppError } from '../errors/index.ts';
import { AuditLog, loadStaffActor } from '../audit/index.ts';
import { staffRolesOf, toStaffMember } from './staff-members.ts';

const noMember = 'No member of staff has that id.';

/**
 * DELETE /internal/v1/admin/staff/{userId}/totp: clears a member of staff's authenticator, for
 * one who lost their phone or found an authenticator on their account that is not theirs
 * (docs/decisions/0091). Their sessions end too, since one may have passed that authenticator;
 * they set up their own again with the code e-mailed to their sign-in address. Admins only,
 * never their own (another administrator must), and audited.
 */
export const resetStaffTotpRoute: FastifyPluginAsyncZod<{ now: () => Date }> = async (
  app,
  { now },
) => {
  const audit = new AuditLog(app.db);
  app.delete(
    '/internal/v1/admin/staff/:userId/totp',
    {
      preHandler: requireRole(app, ['admin']),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        params: resetStaffTotpParamsSchema,
        response: {
          200: resetStaffTotpResponseSchema,
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
      const { userId } = request.params;
      const user = await findUserById(app.db, userId);
      if (!user || staffRolesOf(JSON.parse(user.role_names) as string[]).length === 0) {
        throw AppError.notFound(noMember);
      }
      if (user.id === signedIn.id) {
        throw AppError.conflict(
          'You cannot reset your own two-step verification. Ask another administrator.',
        );
      }
      const actor = await loadStaffActor(app.db, signedIn.id);
      const at = now();
      await app.db.transaction().execute(async (transaction) => {
        await transaction
          .updateTable('app_user')
          .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null })
          .where('id', '=', user.id)
          .execute();
        await transaction
          .updateTable('app_session')
          .set({ revoked_at: at.toISOString() })
          .where('user_id', '=', user.id)
          .where('revoked_at', 'is', null)
          .execute();
        await audit.record(
          {
            actor,
            action: 'staff.totp-reset',
            formId: null,
            clientAddress: request.ip,
            detail: `${user.login_email ?? user.id}: two-step verification reset`,
            at,
          },
          transaction,
        );
      });
      return { data: toStaffMember({ ...user, totp_enabled_at: null }) };
    },
  );
};
