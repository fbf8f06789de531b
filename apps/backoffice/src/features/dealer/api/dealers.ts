import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { AccessLevel } from '@portal/contracts/common';
import type { InviteUserRequest } from '@portal/contracts/invitations';
import {
  addDealerNote,
  createStaffCustomer,
  getDealerActivity,
  getStaffCustomer,
  getStaffCustomers,
  inviteCustomerUser,
  resendCustomerInvitation,
  setCustomerUserAccessLevel,
  setCustomerCredit,
  setCustomerUserActive,
  setCustomerUserDetails,
  startViewAs,
  updateStaffCustomer,
  type CreateStaffCustomerRequest,
  type DealerActivityKind,
  type SetCustomerCreditRequest,
  type StaffCustomerDetail,
  type StaffCustomerInput,
  type StaffCustomersQuery,
  type StaffUserDetailsRequest,
} from '@portal/contracts/staff-dealer';
import { apiRequest } from '@portal/ui/auth';
import { listKey, listQuery, readQuery, useRecordChange, useReread } from '../../../lib/queries';

const key = ['staff', 'customers'] as const;

export const useStaffCustomers = (query: StaffCustomersQuery) => useQuery(listQuery(key, getStaffCustomers, query));

export const staffCustomerQuery = (customerNumber: string) =>
  readQuery([...key, 'detail', customerNumber], getStaffCustomer, { params: { customerNumber } });

/** A dealer's activity, a page at a time, read on from each page's next. */
export const useDealerActivity = (customerNumber: string, kind: DealerActivityKind | null) =>
  useInfiniteQuery({
    queryKey: [...key, 'activity', customerNumber, kind],
    queryFn: ({ pageParam, signal }) =>
      apiRequest(getDealerActivity, {
        params: { customerNumber },
        query: { ...(kind ? { kind } : {}), ...(pageParam ? { before: pageParam } : {}) },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });

/** A note about the dealer; the activity is read again from its newest. */
export function useAddDealerNote(customerNumber: string) {
  const reread = useReread([...key, 'activity', customerNumber]);
  return useMutation({
    mutationFn: (text: string) => apiRequest(addDealerNote, { params: { customerNumber }, body: { text } }),
    onSuccess: reread,
  });
}

/** Every change answers with the dealer as it now stands, stored under its number; the list is read again. */
const useDealerChange = <V>(call: (values: V) => Promise<StaffCustomerDetail>) =>
  useRecordChange(call, (detail) => staffCustomerQuery(detail.customerNumber).queryKey, listKey(key));

export const useUpdateCustomer = (customerNumber: string) =>
  useDealerChange((body: StaffCustomerInput) => apiRequest(updateStaffCustomer, { params: { customerNumber }, body }));

export const useSetCustomerCredit = (customerNumber: string) =>
  useDealerChange((body: SetCustomerCreditRequest) => apiRequest(setCustomerCredit, { params: { customerNumber }, body }));

export const useCreateCustomer = () => useDealerChange((body: CreateStaffCustomerRequest) => apiRequest(createStaffCustomer, { body }));

/** A user change answers with the user; the dealer's detail is read again for the whole list. */
function useUserChange<V, R>(customerNumber: string, call: (values: V) => Promise<R>) {
  const done = useReread(staffCustomerQuery(customerNumber).queryKey);
  return useMutation({ mutationFn: call, onSuccess: done });
}

export const useInviteUser = (customerNumber: string) =>
  useUserChange(customerNumber, (body: InviteUserRequest) => apiRequest(inviteCustomerUser, { params: { customerNumber }, body }));

export const useResendInvitation = (customerNumber: string) =>
  useUserChange(customerNumber, (contactId: string) => apiRequest(resendCustomerInvitation, { params: { customerNumber, contactId } }));

export const useSetUserActive = (customerNumber: string) =>
  useUserChange(customerNumber, ({ contactId, active }: { contactId: string; active: boolean }) =>
    apiRequest(setCustomerUserActive, { params: { customerNumber, contactId }, body: { active } }),
  );

export const useSetAccessLevel = (customerNumber: string) =>
  useUserChange(customerNumber, ({ contactId, accessLevel }: { contactId: string; accessLevel: AccessLevel }) =>
    apiRequest(setCustomerUserAccessLevel, { params: { customerNumber, contactId }, body: { accessLevel } }),
  );

export const useSetUserDetails = (customerNumber: string) =>
  useUserChange(customerNumber, ({ contactId, details }: { contactId: string; details: StaffUserDetailsRequest }) =>
    apiRequest(setCustomerUserDetails, { params: { customerNumber, contactId }, body: details }),
  );

/** Starts a staff member's read-only view of the portal as one of the dealer's users: the one-time link to open. */
export const useStartViewAs = (customerNumber: string) =>
  useMutation({ mutationFn: (contactId: string) => apiRequest(startViewAs, { params: { customerNumber, contactId } }) });
