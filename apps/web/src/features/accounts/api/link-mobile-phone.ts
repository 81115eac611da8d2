import { useMutation } from '@tanstack/react-query';
import { mobilePhoneProfileResponseSchema, type MobilePhoneProfileRequest } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /internal/v1/mobilePhoneProfile: data.confirmed says whether it is already linked. */
export async function linkMobilePhone(body: MobilePhoneProfileRequest) {
  const response = await apiRequest('POST', '/internal/v1/mobilePhoneProfile', {
    body,
    schema: mobilePhoneProfileResponseSchema,
    isQuiet: 'client-errors',
  });
  return response.data;
}

export const useLinkMobilePhone = () => useMutation({ mutationFn: linkMobilePhone });
