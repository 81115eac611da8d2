import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StaffRoleName } from '@csa/contracts';
import { AppError } from '../errors/index.ts';

/** Council roles (roleNames): what each may do is decided here, on the server. */
export type StaffRole = StaffRoleName;

export const setUpTwoStepMessage =
  'Set up two-step verification on your account page, then sign in again with a code from your authenticator app to use council staff pages.';

/**
 * A preHandler for council-only calls: a valid session (401 otherwise), not a trusted person's
 * PIN session, holding at least one of `roles`, and signed in with two-step verification
 * (403 otherwise). Residents and agents never reach staff or admin data, whatever ids they
 * send; a stolen staff password alone does not either.
 */
export function requireRole(app: FastifyInstance, roles: readonly StaffRole[]) {
  return async (request: FastifyRequest) => {
    await app.authenticate(request);
    const user = request.user;
    if (!user || user.isAgent || !roles.some((role) => user.roleNames.includes(role))) {
      throw AppError.forbidden("You're not authorized to perform an action");
    }
    if (!user.hasSecondFactor) {
      throw new AppError(403, 'SECOND_FACTOR_REQUIRED', setUpTwoStepMessage);
    }
  };
}
