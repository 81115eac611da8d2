import { useQuery } from '@tanstack/react-query';
import { staffSubmissionResponseSchema } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { staffQueryKeys } from './staff-query-keys.ts';

/** GET /internal/v1/staff/submissions/{id}: every answer, the delivery and the history. Each
 * call is an audited read, so it is not refetched on window focus. */
export async function getStaffSubmission(id: string) {
  const response = await apiRequest(
    'GET',
    `/internal/v1/staff/submissions/${encodeURIComponent(id)}`,
    { schema: staffSubmissionResponseSchema, isQuiet: true },
  );
  return response.data;
}

export const useStaffSubmission = (id: string) =>
  useQuery({
    queryKey: staffQueryKeys.submission(id),
    queryFn: () => getStaffSubmission(id),
    refetchOnWindowFocus: false,
    retry: false,
  });
