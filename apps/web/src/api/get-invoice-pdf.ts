import { getInvoicePdf, type GetInvoicePdfQuery } from '@portal/contracts/invoice';
import { fetchFile, useFileDownload } from '../lib/file-download';

/** The invoice as a PDF file, fetched with the user's token (the invoices and the order page offer it). */
export const fetchInvoicePdf = (query: GetInvoicePdfQuery) => fetchFile(getInvoicePdf, query, `invoice-${query.invoiceNumber}.pdf`);

export const useDownloadInvoicePdf = () => useFileDownload(fetchInvoicePdf);
