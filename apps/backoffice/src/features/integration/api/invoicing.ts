import { useMutation, useQuery } from '@tanstack/react-query';
import { getInvoicingSettings, setInvoicingSettings, type InvoicingSettings } from '@portal/contracts/staff-order';
import { apiRequest } from '@portal/ui/auth';
import { readQuery, useReread } from '../../../lib/queries';

const key = ['staff', 'invoicing', 'settings'] as const;

/** Who makes the invoices: the portal on delivery, or the ERP. */
export const useInvoicingSettings = () => useQuery(readQuery(key, getInvoicingSettings));

export function useSetInvoicingSettings() {
  const done = useReread(key);
  return useMutation({
    mutationFn: (body: InvoicingSettings) => apiRequest(setInvoicingSettings, { body }),
    onSuccess: done,
  });
}
