import { useMutation, useQueryClient } from '@tanstack/react-query';
import { councilHeldErasureResponseSchema } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /internal/v1/admin/submissions/{id}/caller-export: what a phone caller's own export
 * would hold, plus the caller record, saved as a JSON file (indented so a person can read it).
 */
export async function exportCallerData(submissionId: string): Promise<Blob> {
  const body = await apiRequest(
    'GET',
    `/internal/v1/admin/submissions/${encodeURIComponent(submissionId)}/caller-export`,
    { isQuiet: 'client-errors' },
  );
  return new Blob([JSON.stringify(body, null, 2)], { type: 'application/json' });
}

export const useExportCallerData = (submissionId: string) =>
  useMutation({ mutationFn: () => exportCallerData(submissionId) });

/** DELETE /internal/v1/admin/submissions/{id}/caller: the caller's record erased. */
export async function eraseCallerData(submissionId: string) {
  const response = await apiRequest(
    'DELETE',
    `/internal/v1/admin/submissions/${encodeURIComponent(submissionId)}/caller`,
    { schema: councilHeldErasureResponseSchema, isQuiet: true },
  );
  return response.data;
}

export function useEraseCallerData(submissionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => eraseCallerData(submissionId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
