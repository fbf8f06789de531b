import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  approveOrder,
  getApprovalRole,
  getApprovals,
  getApprovalSettings,
  rejectOrder,
  setApprovalSettings,
  setApprover,
  setOrderLimit,
  type RejectOrderRequest,
  type SetOrderLimitRequest,
} from '@portal/contracts/approvals';
import { apiRequest } from '@portal/ui/auth';

/** Every query of the area starts with this, so a decision refreshes the list, the menu's count and the rules. */
export const approvalsKey = ['approvals'] as const;
const roleKey = [...approvalsKey, 'role'] as const;
const listKey = [...approvalsKey, 'list'] as const;
const settingsKey = [...approvalsKey, 'settings'] as const;

/** Whether the user approves orders, and how many wait: the menu asks once signed in. */
export const useApprovalRole = (enabled = true) =>
  useQuery({ queryKey: roleKey, queryFn: ({ signal }) => apiRequest(getApprovalRole, { signal }), enabled, staleTime: 60_000 });

export const useApprovals = () => useQuery({ queryKey: listKey, queryFn: ({ signal }) => apiRequest(getApprovals, { signal }) });

export const useApprovalSettings = () =>
  useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => apiRequest(getApprovalSettings, { signal }) });

function useApprovalsMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // The order lists and the order's page show the decision too.
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: approvalsKey }), queryClient.invalidateQueries({ queryKey: ['order'] })]),
  });
}

export const useApproveOrder = () => useApprovalsMutation((orderNumber: string) => apiRequest(approveOrder, { params: { orderNumber } }));

export const useRejectOrder = () =>
  useApprovalsMutation((input: { orderNumber: string } & RejectOrderRequest) => {
    const { orderNumber, ...body } = input;
    return apiRequest(rejectOrder, { params: { orderNumber }, body });
  });

export const useSetOrderLimit = () =>
  useApprovalsMutation((input: { contactId: string } & SetOrderLimitRequest) => {
    const { contactId, ...body } = input;
    return apiRequest(setOrderLimit, { params: { contactId }, body });
  });

export const useSetApprover = () =>
  useApprovalsMutation((input: { contactId: string; approver: boolean }) =>
    apiRequest(setApprover, { params: { contactId: input.contactId }, body: { approver: input.approver } }),
  );

export const useSetApprovalSettings = () =>
  useApprovalsMutation((soleApproverMaySelfApprove: boolean) => apiRequest(setApprovalSettings, { body: { soleApproverMaySelfApprove } }));
