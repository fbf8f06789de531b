import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccessLevel } from '@portal/contracts/common';
import type { InviteUserRequest } from '@portal/contracts/invitations';
import {
  createStaffCustomer,
  getCustomerOptions,
  getStaffCustomer,
  getStaffCustomers,
  inviteCustomerUser,
  resendCustomerInvitation,
  setCustomerUserAccessLevel,
  setCustomerUserActive,
  updateStaffCustomer,
  type CreateStaffCustomerRequest,
  type StaffCustomerDetail,
  type StaffCustomerInput,
  type StaffCustomersQuery,
} from '@portal/contracts/staff-dealer';
import { apiRequest } from '@portal/ui/auth';

const key = ['staff', 'customers'] as const;

export const useStaffCustomers = (query: StaffCustomersQuery) =>
  useQuery({
    queryKey: [...key, 'list', query],
    queryFn: ({ signal }) => apiRequest(getStaffCustomers, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const staffCustomerQuery = (customerNumber: string) =>
  queryOptions({
    queryKey: [...key, 'detail', customerNumber],
    queryFn: ({ signal }) => apiRequest(getStaffCustomer, { params: { customerNumber }, signal }),
  });

/** Price lists and sales representatives change seldom: read once per visit. */
export const useCustomerOptions = () =>
  useQuery({
    queryKey: ['staff', 'customer-options'],
    queryFn: ({ signal }) => apiRequest(getCustomerOptions, { signal }),
    staleTime: 10 * 60_000,
  });

/** Every change answers with the dealer as it now stands; the list is read again. */
function useDealerChange<V>(customerNumber: string, call: (values: V) => Promise<StaffCustomerDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (detail) => {
      client.setQueryData(staffCustomerQuery(customerNumber).queryKey, detail);
      void client.invalidateQueries({ queryKey: [...key, 'list'] });
    },
  });
}

export const useUpdateCustomer = (customerNumber: string) =>
  useDealerChange(customerNumber, (body: StaffCustomerInput) => apiRequest(updateStaffCustomer, { params: { customerNumber }, body }));

export function useCreateCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStaffCustomerRequest) => apiRequest(createStaffCustomer, { body }),
    onSuccess: (detail) => {
      client.setQueryData(staffCustomerQuery(detail.customerNumber).queryKey, detail);
      void client.invalidateQueries({ queryKey: [...key, 'list'] });
    },
  });
}

/** A user change answers with the user; the dealer's detail is read again for the whole list. */
function useUserChange<V, R>(customerNumber: string, call: (values: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => void client.invalidateQueries({ queryKey: staffCustomerQuery(customerNumber).queryKey }),
  });
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
