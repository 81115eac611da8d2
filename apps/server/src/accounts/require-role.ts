import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';

/** Council roles (roleNames): what each may do is decided here, on the server. */
export type StaffRole = 'admin' | 'customer-services' | 'carers-centre';

/**
 * A preHandler for council-only calls: a valid session (401 otherwise), not a trusted person's
 * PIN session, and holding at least one of `roles` (403 otherwise). Residents and agents never
 * reach staff or admin data, whatever ids they send.
 */
export function requireRole(app: FastifyInstance, roles: readonly StaffRole[]) {
  return async (request: FastifyRequest) => {
    await app.authenticate(request);
    const user = request.user;
    if (!user || user.isAgent || !roles.some((role) => user.roleNames.includes(role))) {
      throw AppError.forbidden("You're not authorized to perform an action");
    }
  };
}
