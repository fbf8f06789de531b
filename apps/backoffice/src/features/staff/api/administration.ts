import { useMutation, useQuery } from '@tanstack/react-query';
import {
  createStaffAccount,
  getAuditLog,
  getStaffAccounts,
  updateStaffAccount,
  type AuditLogQuery,
  type StaffAccountRequest,
} from '@portal/contracts/staff-admin';
import { apiRequest } from '@portal/ui/auth';
import { listQuery, readQuery, useReread } from '../../../lib/queries';

const accountsKey = ['staff', 'accounts'] as const;

export const useAuditLog = (query: AuditLogQuery) => useQuery(listQuery(['staff', 'audit-log'], getAuditLog, query));

export const useStaffAccounts = () => useQuery(readQuery(accountsKey, getStaffAccounts));

export function useStaffAccountChanges() {
  const done = useReread(accountsKey);
  return {
    create: useMutation({ mutationFn: (body: StaffAccountRequest) => apiRequest(createStaffAccount, { body }), onSuccess: done }),
    update: useMutation({
      mutationFn: ({ staffId, body }: { staffId: string; body: StaffAccountRequest }) =>
        apiRequest(updateStaffAccount, { params: { staffId }, body }),
      onSuccess: done,
    }),
  };
}
