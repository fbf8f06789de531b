import { useMutation, useQuery, type QueryKey } from '@tanstack/react-query';
import {
  createComplaintReturn,
  createReplacementOrder,
  getStaffReturnLabel,
  setComplaintOutcome,
  setComplaintReturnStatus,
  type SetComplaintOutcomeRequest,
} from '@portal/contracts/staff-complaint';
import type { ReturnStatus } from '@portal/contracts/complaint';
import {
  createCreditNote,
  getStaffInvoice,
  getStaffInvoicePdf,
  getStaffInvoices,
  type CreditNoteRequest,
} from '@portal/contracts/staff-order';
import { apiRequest, fetchFile, saveFile } from '@portal/ui/auth';
import { listKey, readQuery, useReread } from '../../../lib/queries';

const complaints = ['staff', 'complaints'] as const;
const orders = ['staff', 'orders'] as const;
const invoices = ['staff', 'invoices'] as const;

type Lines = { itemNumber: string; quantity: number }[];

/** After a resolution the complaint, the lists it shows in and the records it made are read again. */
const useResolutionChange = <V, R>(incidentId: string, call: (values: V) => Promise<R>, ...more: QueryKey[]) => {
  const reread = useReread([...complaints, 'detail', incidentId], listKey(complaints), ...more);
  return useMutation({ mutationFn: call, onSuccess: reread });
};

export const useReplacementOrder = (incidentId: string) =>
  useResolutionChange(
    incidentId,
    (lines: Lines) => apiRequest(createReplacementOrder, { params: { incidentId }, body: { lines } }),
    listKey(orders),
  );

export const useCreateReturn = (incidentId: string) =>
  useResolutionChange(incidentId, (lines: Lines) => apiRequest(createComplaintReturn, { params: { incidentId }, body: { lines } }));

export const useSetReturnStatus = (incidentId: string) =>
  useResolutionChange(incidentId, ({ returnNumber, status }: { returnNumber: string; status: ReturnStatus }) =>
    apiRequest(setComplaintReturnStatus, { params: { incidentId, returnNumber }, body: { status } }),
  );

export const useSetOutcome = (incidentId: string) =>
  useResolutionChange(incidentId, (body: SetComplaintOutcomeRequest) => apiRequest(setComplaintOutcome, { params: { incidentId }, body }));

export const useCreateCreditNote = (incidentId: string) =>
  useResolutionChange(
    incidentId,
    ({ invoiceNumber, body }: { invoiceNumber: string; body: CreditNoteRequest }) =>
      apiRequest(createCreditNote, { params: { invoiceNumber }, body }),
    listKey(invoices),
  );

/** The invoices of the complaint's order (the invoice and any credit notes), found by its number. */
export const useOrderInvoices = (orderNumber: string | null) =>
  useQuery({
    ...readQuery([...invoices, 'of-order', orderNumber ?? ''], getStaffInvoices, { query: { search: orderNumber ?? '', pageSize: 25 } }),
    enabled: orderNumber !== null,
  });

/** One invoice with its lines and what is left to credit of each. */
export const useStaffInvoice = (invoiceNumber: string | null) =>
  useQuery({
    ...readQuery([...invoices, 'detail', invoiceNumber ?? ''], getStaffInvoice, { params: { invoiceNumber: invoiceNumber ?? '' } }),
    enabled: invoiceNumber !== null,
  });

/** A file of the desk (a return's label, a credit note), fetched with the staff member's token and saved. */
export const useDeskDownload = () =>
  useMutation({
    mutationFn: (file: { kind: 'label'; returnNumber: string } | { kind: 'invoice'; invoiceNumber: string }) =>
      file.kind === 'label'
        ? fetchFile(
            { path: getStaffReturnLabel.path, accept: 'application/pdf' },
            { returnNumber: file.returnNumber },
            `${file.returnNumber}.pdf`,
          )
        : fetchFile(
            { path: getStaffInvoicePdf.path, accept: 'application/pdf' },
            { invoiceNumber: file.invoiceNumber },
            `${file.invoiceNumber}.pdf`,
          ),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
