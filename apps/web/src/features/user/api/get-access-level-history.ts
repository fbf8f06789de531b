import { useQuery } from '@tanstack/react-query';
import { getAccessLevelHistory } from '@portal/contracts/user';
import { apiRequest } from '@portal/ui/auth';
import { userAdminKey } from './get-users-for-account';

export const accessLevelHistoryKey = [...userAdminKey, 'accessLevelHistory'] as const;

/** Who changed whose level in the company, newest first; it reloads with the list after every change. */
export const useAccessLevelHistory = () =>
  useQuery({ queryKey: accessLevelHistoryKey, queryFn: ({ signal }) => apiRequest(getAccessLevelHistory, { signal }) });
