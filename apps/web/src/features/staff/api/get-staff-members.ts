import { useQuery } from '@tanstack/react-query';
import { staffListResponseSchema } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { staffQueryKeys } from './staff-query-keys.ts';

/** GET /internal/v1/admin/staff: everyone holding a council role. */
export async function getStaffMembers() {
  const response = await apiRequest('GET', '/internal/v1/admin/staff', {
    schema: staffListResponseSchema,
    isQuiet: true,
  });
  return response.data;
}

export const useStaffMembers = () =>
  useQuery({ queryKey: staffQueryKeys.staffMembers, queryFn: getStaffMembers, retry: false });
