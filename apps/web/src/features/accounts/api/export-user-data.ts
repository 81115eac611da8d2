import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /internal/v1/userProfile/export: everything held about the account, saved as a JSON
 * file. Fetched with the sign-in (a plain link could not send it) and kept as the server sent
 * it, only indented so a person can read it.
 */
export async function exportUserData(): Promise<Blob> {
  const body = await apiRequest('GET', '/internal/v1/userProfile/export', {
    isQuiet: 'client-errors',
  });
  return new Blob([JSON.stringify(body, null, 2)], { type: 'application/json' });
}

export const useExportUserData = () => useMutation({ mutationFn: exportUserData });
