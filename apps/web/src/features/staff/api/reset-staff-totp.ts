import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resetStaffTotpResponseSchema } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { staffQueryKeys } from './staff-query-keys.ts';

/** DELETE /internal/v1/admin/staff/{userId}/totp: clears a member's two-step verification, so
 * that they set up their own authenticator again. */
export async function resetStaffTotp(userId: string) {
  const response = await apiRequest(
    'DELETE',
    `/internal/v1/admin/staff/${encodeURIComponent(userId)}/totp`,
    { schema: resetStaffTotpResponseSchema, isQuiet: true },
  );
  return response.data;
}

export function useResetStaffTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetStaffTotp,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: staffQueryKeys.staffMembers });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
