import { useQuery } from '@tanstack/react-query';
import { reminderPreferenceResponseSchema } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export const reminderPreferenceQueryKey = ['userProfile', 'reminders'] as const;

/** GET /internal/v1/userProfile/reminders: whether save-and-return reminders are on. */
export async function getReminderPreference() {
  const response = await apiRequest('GET', '/internal/v1/userProfile/reminders', {
    schema: reminderPreferenceResponseSchema,
    isQuiet: 'client-errors',
  });
  return response.data;
}

export const useReminderPreference = (isEnabled: boolean) =>
  useQuery({
    queryKey: reminderPreferenceQueryKey,
    queryFn: getReminderPreference,
    enabled: isEnabled,
  });
