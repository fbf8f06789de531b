import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUsersForAccount } from '@portal/contracts/user';
import { apiRequest } from '@portal/ui/auth';

/** Everything the user admin reads: a change reloads all of it (the list and the history). */
export const userAdminKey = ['user'] as const;
const usersForAccountKey = [...userAdminKey, 'usersForAccount'] as const;

export const usersForAccountQuery = () =>
  queryOptions({
    queryKey: usersForAccountKey,
    queryFn: ({ signal }) => apiRequest(getUsersForAccount, { signal }),
  });

export const useUsersForAccount = () => useQuery(usersForAccountQuery());
