import { getOrderConfirmationPdf, type GetOrderConfirmationPdfQuery } from '@portal/contracts/order';
import { fetchFile, useFileDownload } from '../lib/file-download';

/** The order confirmation as a PDF file, fetched with the user's token (the checkout and the order lists offer it). */
export const fetchOrderConfirmationPdf = (query: GetOrderConfirmationPdfQuery) =>
  fetchFile(getOrderConfirmationPdf, query, `order-confirmation-${query.orderNumber}.pdf`);

export const useDownloadOrderConfirmationPdf = () => useFileDownload(fetchOrderConfirmationPdf);
