import { useMutation } from '@tanstack/react-query';
import { agentLoginResponseSchema } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /internal/v1/agentLogin: a new 8-digit PIN with its id and expiry. */
export async function generateAgentLogin() {
  const response = await apiRequest('POST', '/internal/v1/agentLogin', {
    schema: agentLoginResponseSchema,
    isQuiet: 'client-errors',
  });
  return response.data;
}

export const useGenerateAgentLogin = () => useMutation({ mutationFn: generateAgentLogin });
