import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type MobileLoginRequest } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /auth/login/mobile: texts a 6-digit code when the details match an account. */
export async function requestMobileLoginCode(body: MobileLoginRequest) {
  const response = await apiRequest('POST', '/auth/login/mobile', {
    body,
    schema: messageResponseSchema,
    isQuiet: true,
  });
  return response.data;
}

export const useRequestMobileLoginCode = () => useMutation({ mutationFn: requestMobileLoginCode });
