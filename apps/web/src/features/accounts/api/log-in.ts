import { useMutation } from '@tanstack/react-query';
import { loginRequestSchema, signInResponseSchema, type LoginRequest } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export { loginRequestSchema };

/** POST /auth/login with e-mail and password. */
export async function logIn(body: LoginRequest) {
  const response = await apiRequest('POST', '/auth/login', {
    body,
    schema: signInResponseSchema,
    isQuiet: true,
  });
  return response.data;
}

export const useLogIn = () => useMutation({ mutationFn: logIn });
