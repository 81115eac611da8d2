import { useQuery } from '@tanstack/react-query';
import { agentLoginListResponseSchema } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export const agentLoginsQueryKey = (userId: string) => ['agent-logins', userId] as const;

/** GET /internal/v1/agentLogin: the owner's live PINs (made, works until), never the PINs. */
export async function getAgentLogins(signal?: AbortSignal) {
  const response = await apiRequest('GET', '/internal/v1/agentLogin', {
    schema: agentLoginListResponseSchema,
    isQuiet: 'client-errors',
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

export const useAgentLogins = (userId: string, isEnabled: boolean) =>
  useQuery({
    queryKey: agentLoginsQueryKey(userId),
    queryFn: ({ signal }) => getAgentLogins(signal),
    enabled: isEnabled,
    staleTime: 0,
  });
