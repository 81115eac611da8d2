import { z } from 'zod';
import { dataEnvelope } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

const startResponseSchema = dataEnvelope(
  z.object({ authorizationUrl: z.string(), attempt: z.string() }),
);

/** POST /auth/staff/sign-in: the council provider's sign-in address, and a token only this
 * tab holds that the return page sends back with the provider's answer (decision 0127). */
export async function startStaffSignIn() {
  const response = await apiRequest('POST', '/auth/staff/sign-in', {
    schema: startResponseSchema,
    isQuiet: true,
  });
  return response.data;
}
