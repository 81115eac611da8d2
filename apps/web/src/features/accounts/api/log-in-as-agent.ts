import { useMutation } from '@tanstack/react-query';
import {
  agentLoginRequestSchema,
  signInResponseSchema,
  type AgentLoginRequest,
} from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export { agentLoginRequestSchema };

/** POST /auth/login/agent: a trusted person signs in with the resident's e-mail and a PIN. */
export async function logInAsAgent(body: AgentLoginRequest) {
  const response = await apiRequest('POST', '/auth/login/agent', {
    body,
    schema: signInResponseSchema,
    isQuiet: true,
  });
  return response.data;
}

export const useLogInAsAgent = () => useMutation({ mutationFn: logInAsAgent });
