import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /internal/v1/mobilePhoneProfile. */
export async function removeMobilePhone(): Promise<void> {
  await apiRequest('DELETE', '/internal/v1/mobilePhoneProfile', { isQuiet: 'client-errors' });
}

export const useRemoveMobilePhone = () => useMutation({ mutationFn: removeMobilePhone });
