import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInvoices } from '@portal/contracts/invoice';
import { apiRequest } from '@portal/ui/auth';
import { INVOICE_LIST_AMOUNT } from '../invoice-logic';

export const invoicesKey = ['invoice', 'invoices'] as const;

export const invoicesQuery = (amount: number = INVOICE_LIST_AMOUNT) =>
  queryOptions({
    queryKey: [...invoicesKey, amount],
    queryFn: ({ signal }) => apiRequest(getInvoices, { query: { amount }, signal }),
  });

export const useInvoices = (amount?: number) => useQuery(invoicesQuery(amount));
