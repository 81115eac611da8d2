import { useQuery } from '@tanstack/react-query';
import { verifyEmailResponseSchema } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /auth/verify-email?token=: confirms the address the link was sent to. */
export async function verifyEmail(token: string) {
  const response = await apiRequest('GET', '/auth/verify-email', {
    query: { token },
    schema: verifyEmailResponseSchema,
    isQuiet: true,
    isPublic: true,
  });
  return response.data;
}

/** A link works once, so the call is made once and never retried or refetched. */
export const useVerifyEmail = (token: string) =>
  useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
