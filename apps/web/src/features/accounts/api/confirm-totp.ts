import { useMutation, useQueryClient } from '@tanstack/react-query';
import { totpStatusResponseSchema, type ConfirmTotpRequest } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { totpStatusKey } from './get-totp-status.ts';

/** POST /internal/v1/userProfile/totp/verify: a code from the app (and on a staff account the
 * e-mailed one) turns two-step on. */
export async function confirmTotp(body: ConfirmTotpRequest) {
  const response = await apiRequest('POST', '/internal/v1/userProfile/totp/verify', {
    body,
    schema: totpStatusResponseSchema,
    isQuiet: 'client-errors',
  });
  return response.data;
}

export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTotp,
    onSuccess: (status) => queryClient.setQueryData(totpStatusKey, status),
  });
}
