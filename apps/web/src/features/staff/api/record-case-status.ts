import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordCaseStatusResponseSchema, type RecordCaseStatusRequest } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { staffQueryKeys } from './staff-query-keys.ts';

/** POST /internal/v1/staff/submissions/{id}/status with the new status and a note. */
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
  return useMutation({
    mutationFn: (body: RecordCaseStatusRequest) => recordCaseStatus(id, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: staffQueryKeys.allSubmissions });
      await queryClient.invalidateQueries({ queryKey: staffQueryKeys.submission(id) });
    },
  });
}
