import { useQuery } from '@tanstack/react-query';
import { totpStatusResponseSchema } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export const totpStatusKey = ['userProfile', 'totp'] as const;

/** GET /internal/v1/userProfile/totp: whether two-step verification is on, and required. */
export async function getTotpStatus() {
  const response = await apiRequest('GET', '/internal/v1/userProfile/totp', {
    schema: totpStatusResponseSchema,
    isQuiet: 'client-errors',
  });
  return response.data;
}

export const useTotpStatus = (isEnabled: boolean) =>
  useQuery({ queryKey: totpStatusKey, queryFn: getTotpStatus, enabled: isEnabled });
