import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffSubmissionsResponseSchema, type StaffSubmissionsQuery } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { staffQueryKeys } from './staff-query-keys.ts';

/** GET /internal/v1/staff/submissions: the caller's teams' submissions, oldest first unless
 * sorted by the Care Act outcomes appearing unmet. */
export async function getStaffSubmissions(query: StaffSubmissionsQuery) {
  return apiRequest('GET', '/internal/v1/staff/submissions', {
    query: {
      status: query.status || undefined,
      q: query.q || undefined,
      threshold: query.threshold || undefined,
      sort: query.sort === 'oldest' ? undefined : query.sort,
      page: query.page,
      pageSize: query.pageSize,
    },
    schema: staffSubmissionsResponseSchema,
    isQuiet: true,
  });
}

export const useStaffSubmissions = (query: StaffSubmissionsQuery) =>
  useQuery({
    queryKey: staffQueryKeys.submissions(query),
    queryFn: () => getStaffSubmissions(query),
    placeholderData: keepPreviousData,
    retry: false,
  });
