import { useMutation } from '@tanstack/react-query';
import { signInResponseSchema, type TotpLoginRequest } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /auth/login/totp: the challenge from the password step and a code from the app. */
export async function logInWithTotp(body: TotpLoginRequest) {
  const response = await apiRequest('POST', '/auth/login/totp', {
    body,
    schema: signInResponseSchema,
    isQuiet: true,
  });
  return response.data;
}

export const useLogInWithTotp = () => useMutation({ mutationFn: logInWithTotp });
