import { useMutation } from '@tanstack/react-query';
import { signInResponseSchema, type MobileLoginVerifyRequest } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /auth/login/mobile/verify: the texted code for a session token. */
export async function verifyMobileLogin(body: MobileLoginVerifyRequest) {
  const response = await apiRequest('POST', '/auth/login/mobile/verify', {
    body,
    schema: signInResponseSchema,
    isQuiet: true,
  });
  return response.data;
}

export const useVerifyMobileLogin = () => useMutation({ mutationFn: verifyMobileLogin });
