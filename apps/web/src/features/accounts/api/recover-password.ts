import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /auth/recover: e-mails a password reset link. */
export async function recoverPassword(email: string) {
  const response = await apiRequest('POST', '/auth/recover', {
    body: { email },
    schema: messageResponseSchema,
    isQuiet: 'client-errors',
    isPublic: true,
  });
  return response.data;
}

export const useRecoverPassword = () => useMutation({ mutationFn: recoverPassword });
