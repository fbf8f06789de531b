import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateNotificationPreferences, type NotificationPreferences } from '@portal/contracts/messages';
import { apiRequest } from '@portal/ui/auth';
import { notificationPreferencesQuery } from './get-notification-preferences';

export const updateNotificationPreferencesRequest = (body: NotificationPreferences) => apiRequest(updateNotificationPreferences, { body });

/** Saves the user's e-mail choices; the cache holds what the server then answers. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferencesRequest,
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesQuery().queryKey, saved),
  });
}
