import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInvoiceDetails } from '@portal/contracts/invoice';
import { apiRequest } from '@portal/ui/auth';

export const invoiceDetailsQuery = (invoiceNumber: string) =>
  queryOptions({
    queryKey: ['invoice', 'invoiceDetails', invoiceNumber],
    queryFn: ({ signal }) => apiRequest(getInvoiceDetails, { query: { invoiceNumber }, signal }),
  });

/** Loads only while the detail modal shows the invoice; the data stays for its closing transition. */
export const useInvoiceDetails = (invoiceNumber: string | null, enabled = true) =>
  useQuery({ ...invoiceDetailsQuery(invoiceNumber ?? ''), enabled: enabled && Boolean(invoiceNumber) });
