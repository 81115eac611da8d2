import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /internal/v1/user: the right to be forgotten. */
export async function deleteUser(): Promise<void> {
  await apiRequest('DELETE', '/internal/v1/user', { isQuiet: 'client-errors' });
}

export const useDeleteUser = () => useMutation({ mutationFn: deleteUser });
