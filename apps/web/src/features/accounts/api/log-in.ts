import { useMutation } from '@tanstack/react-query';
import { loginRequestSchema, passwordLoginResponseSchema, type LoginRequest } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export { loginRequestSchema };

/** POST /auth/login with e-mail and password: a session, or a challenge for the code from an
 * authenticator app when two-step verification is on. */
export async function logIn(body: LoginRequest) {
  const response = await apiRequest('POST', '/auth/login', {
    body,
    schema: passwordLoginResponseSchema,
    isQuiet: true,
  });
  return response.data;
}

export const useLogIn = () => useMutation({ mutationFn: logIn });
