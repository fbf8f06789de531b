import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createStaffAccount,
  getAuditLog,
  getStaffAccounts,
  updateStaffAccount,
  type AuditLogQuery,
  type StaffAccountRequest,
} from '@portal/contracts/staff-admin';
import { apiRequest } from '@portal/ui/auth';

const accountsKey = ['staff', 'accounts'] as const;

export const useAuditLog = (query: AuditLogQuery) =>
  useQuery({
    queryKey: ['staff', 'audit-log', query],
    queryFn: ({ signal }) => apiRequest(getAuditLog, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useStaffAccounts = () =>
  useQuery({ queryKey: accountsKey, queryFn: ({ signal }) => apiRequest(getStaffAccounts, { signal }) });

export function useStaffAccountChanges() {
  const client = useQueryClient();
  const done = () => void client.invalidateQueries({ queryKey: accountsKey });
  return {
    create: useMutation({ mutationFn: (body: StaffAccountRequest) => apiRequest(createStaffAccount, { body }), onSuccess: done }),
    update: useMutation({
      mutationFn: ({ staffId, body }: { staffId: string; body: StaffAccountRequest }) =>
        apiRequest(updateStaffAccount, { params: { staffId }, body }),
      onSuccess: done,
    }),
  };
}
