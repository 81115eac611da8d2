import { signInResponseSchema } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /auth/staff/sign-in/return: the start call's token and the query the provider sent
 * the browser back with; a staff session, or a message saying why not. */
export async function finishStaffSignIn(body: { attempt: string; returnParameters: string }) {
  const response = await apiRequest('POST', '/auth/staff/sign-in/return', {
    body,
    schema: signInResponseSchema,
    isQuiet: true,
  });
  return response.data;
}
