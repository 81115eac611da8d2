import { useMutation } from '@tanstack/react-query';
import { totpEnrolmentResponseSchema } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /internal/v1/userProfile/totp: a new secret for the authenticator app. */
export async function startTotpEnrolment() {
  const response = await apiRequest('POST', '/internal/v1/userProfile/totp', {
    schema: totpEnrolmentResponseSchema,
    isQuiet: 'client-errors',
  });
  return response.data;
}

export const useStartTotpEnrolment = () => useMutation({ mutationFn: startTotpEnrolment });
