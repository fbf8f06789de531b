import { queryOptions, useQuery } from '@tanstack/react-query';
import { getNotificationPreferences } from '@portal/contracts/messages';
import { apiRequest } from '@portal/ui/auth';

export const notificationPreferencesQuery = () =>
  queryOptions({
    queryKey: ['account', 'notifications'],
    queryFn: ({ signal }) => apiRequest(getNotificationPreferences, { signal }),
  });

export const useNotificationPreferences = () => useQuery(notificationPreferencesQuery());
