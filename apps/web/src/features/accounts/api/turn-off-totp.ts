import { useMutation, useQueryClient } from '@tanstack/react-query';
import { totpStatusResponseSchema, type TotpCodeRequest } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { totpStatusKey } from './get-totp-status.ts';

/** DELETE /internal/v1/userProfile/totp with a current code. */
export async function turnOffTotp(body: TotpCodeRequest) {
  const response = await apiRequest('DELETE', '/internal/v1/userProfile/totp', {
    body,
    schema: totpStatusResponseSchema,
    isQuiet: 'client-errors',
  });
  return response.data;
}

export function useTurnOffTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOffTotp,
    onSuccess: (status) => queryClient.setQueryData(totpStatusKey, status),
  });
}
