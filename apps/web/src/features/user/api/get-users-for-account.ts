import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUsersForAccount } from '@portal/contracts/user';
import { apiRequest } from '@portal/ui/auth';

export const usersForAccountKey = ['user', 'usersForAccount'] as const;

export const usersForAccountQuery = () =>
  queryOptions({
    queryKey: usersForAccountKey,
    queryFn: ({ signal }) => apiRequest(getUsersForAccount, { signal }),
  });

export const useUsersForAccount = () => useQuery(usersForAccountQuery());
