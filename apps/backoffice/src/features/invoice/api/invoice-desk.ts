import { useMutation, useQuery } from '@tanstack/react-query';
import { getStaffInvoices, recordInvoicePayment, type RecordPaymentRequest, type StaffInvoicesQuery } from '@portal/contracts/staff-order';
import { apiRequest } from '@portal/ui/auth';
import { listQuery, useReread } from '../../../lib/queries';

const key = ['staff', 'invoices'] as const;

export const useStaffInvoices = (query: StaffInvoicesQuery) => useQuery(listQuery(key, getStaffInvoices, query));

/** A payment changes the invoice, the queues' counts and the order's detail: all are read again. */
export function useRecordPayment() {
  const done = useReread(key, ['staff', 'queues'], ['staff', 'orders']);
  return useMutation({
    mutationFn: ({ invoiceNumber, body }: { invoiceNumber: string; body: RecordPaymentRequest }) =>
      apiRequest(recordInvoicePayment, { params: { invoiceNumber }, body }),
    onSuccess: done,
  });
}
