import { useMutation } from '@tanstack/react-query';
import {
  updateUserProfileRequestSchema,
  updateUserProfileResponseSchema,
  type UpdateUserProfileRequest,
} from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export { updateUserProfileRequestSchema };

/** PUT /internal/v1/userProfile (spec §7). */
export async function updateUserProfile(body: UpdateUserProfileRequest) {
  const response = await apiRequest('PUT', '/internal/v1/userProfile', {
    body,
    schema: updateUserProfileResponseSchema,
    isQuiet: 'client-errors',
  });
  return response.data;
}

export const useUpdateUserProfile = () => useMutation({ mutationFn: updateUserProfile });
