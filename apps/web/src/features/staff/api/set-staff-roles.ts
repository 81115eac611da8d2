import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setStaffRolesResponseSchema, type SetStaffRolesRequest } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { staffQueryKeys } from './staff-query-keys.ts';

/** PUT /internal/v1/admin/staff: sets the council roles of an existing account. */
export async function setStaffRoles(body: SetStaffRolesRequest) {
  const response = await apiRequest('PUT', '/internal/v1/admin/staff', {
    body,
    schema: setStaffRolesResponseSchema,
    isQuiet: true,
  });
  return response.data;
}

export function useSetStaffRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStaffRoles,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: staffQueryKeys.staffMembers });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
