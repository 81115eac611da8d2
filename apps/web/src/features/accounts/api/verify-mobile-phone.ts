import { useMutation } from '@tanstack/react-query';
import { mobilePhoneProfileResponseSchema, type VerifyMobilePhoneRequest } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /internal/v1/mobilePhoneProfile/verify with the texted code. */
export async function verifyMobilePhone(body: VerifyMobilePhoneRequest) {
  const response = await apiRequest('POST', '/internal/v1/mobilePhoneProfile/verify', {
    body,
    schema: mobilePhoneProfileResponseSchema,
    isQuiet: 'client-errors',
  });
  return response.data;
}

export const useVerifyMobilePhone = () => useMutation({ mutationFn: verifyMobilePhone });
