import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type ResetPasswordRequest } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /auth/reset with the e-mailed token and the new password. */
export async function resetPassword(body: ResetPasswordRequest) {
  const response = await apiRequest('POST', '/auth/reset', {
    body,
    schema: messageResponseSchema,
    isQuiet: true,
  });
  return response.data;
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
