import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getStaffInvoices, recordInvoicePayment, type RecordPaymentRequest, type StaffInvoicesQuery } from '@portal/contracts/staff-order';
import { apiRequest } from '@portal/ui/auth';

const key = ['staff', 'invoices'] as const;

export const useStaffInvoices = (query: StaffInvoicesQuery) =>
  useQuery({
    queryKey: [...key, 'list', query],
    queryFn: ({ signal }) => apiRequest(getStaffInvoices, { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useRecordPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceNumber, body }: { invoiceNumber: string; body: RecordPaymentRequest }) =>
      apiRequest(recordInvoicePayment, { params: { invoiceNumber }, body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: key });
      void client.invalidateQueries({ queryKey: ['staff', 'queues'] });
      void client.invalidateQueries({ queryKey: ['staff', 'orders'] });
    },
  });
}
