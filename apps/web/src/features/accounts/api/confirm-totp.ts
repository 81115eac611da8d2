import { useMutation, useQueryClient } from '@tanstack/react-query';
import { totpStatusResponseSchema, type TotpCodeRequest } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { totpStatusKey } from './get-totp-status.ts';

/** POST /internal/v1/userProfile/totp/verify: a code from the app turns two-step on. */
export async function confirmTotp(body: TotpCodeRequest) {
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
