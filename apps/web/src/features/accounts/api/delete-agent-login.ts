import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /internal/v1/agentLogin/{id}. */
export async function deleteAgentLogin(id: string): Promise<void> {
  await apiRequest('DELETE', `/internal/v1/agentLogin/${encodeURIComponent(id)}`, {
    isQuiet: 'client-errors',
  });
}

export const useDeleteAgentLogin = () => useMutation({ mutationFn: deleteAgentLogin });
