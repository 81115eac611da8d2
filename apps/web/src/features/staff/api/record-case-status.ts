import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordCaseStatusResponseSchema, type RecordCaseStatusRequest } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { staffQueryKeys } from './staff-query-keys.ts';

/** POST /internal/v1/staff/submissions/{id}/status with the status it changes from, the new
 * status and a note. */
export async function recordCaseStatus(id: string, body: RecordCaseStatusRequest) {
  const response = await apiRequest(
    'POST',
    `/internal/v1/staff/submissions/${encodeURIComponent(id)}/status`,
    { body, schema: recordCaseStatusResponseSchema, isQuiet: true },
  );
  return response.data;
}

export function useRecordCaseStatus(id: string) {
  const queryClient = useQueryClient();
  /** The inbox and this case as they now stand. */
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: staffQueryKeys.allSubmissions });
    await queryClient.invalidateQueries({ queryKey: staffQueryKeys.submission(id) });
  };
  return useMutation({
    mutationFn: (body: RecordCaseStatusRequest) => recordCaseStatus(id, body),
    onSuccess: reload,
    onError: async (error) => {
      // 409: someone changed the case first; show where it stands now.
      if (error instanceof ApiError && error.status === 409) await reload();
    },
  });
}
