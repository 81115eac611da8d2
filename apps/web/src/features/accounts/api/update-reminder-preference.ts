import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reminderPreferenceResponseSchema, type ReminderPreference } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { reminderPreferenceQueryKey } from './get-reminder-preference.ts';

/** PUT /internal/v1/userProfile/reminders: turns save-and-return reminders on or off. */
export async function updateReminderPreference(body: ReminderPreference) {
  const response = await apiRequest('PUT', '/internal/v1/userProfile/reminders', {
    body,
    schema: reminderPreferenceResponseSchema,
    isQuiet: 'client-errors',
  });
  return response.data;
}

export function useUpdateReminderPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReminderPreference,
    onSuccess: (data) => queryClient.setQueryData(reminderPreferenceQueryKey, data),
  });
}
