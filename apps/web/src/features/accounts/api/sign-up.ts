import { useMutation } from '@tanstack/react-query';
import { signInResponseSchema, signUpRequestSchema, type SignUpRequest } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export { signUpRequestSchema };

/** POST /auth/signup: creates the account and returns a session token. */
export async function signUp(body: SignUpRequest) {
  const response = await apiRequest('POST', '/auth/signup', {
    body,
    schema: signInResponseSchema,
    isQuiet: true,
  });
  return response.data;
}

export const useSignUp = () => useMutation({ mutationFn: signUp });
