import { useMutation } from '@tanstack/react-query';
import { getInvoicePdf, type GetInvoicePdfQuery } from '@portal/contracts/invoice';
import type { ErrorResponse } from '@portal/contracts/common';
import { accessToken, ApiError, signOut } from '@portal/ui/auth';
import { fileNameFrom } from '../invoices-logic';

/**
 * The invoice as a PDF file. A plain link would carry no bearer token, so the file is
 * fetched with it and handed to the browser as a blob.
 */
export async function fetchInvoicePdf(query: GetInvoicePdfQuery): Promise<{ blob: Blob; fileName: string }> {
  const token = await accessToken();
  const url = new URL(getInvoicePdf.path, window.location.origin);
  url.searchParams.set('invoiceNumber', query.invoiceNumber);
  if (query.lang) url.searchParams.set('lang', query.lang);
  const response = await fetch(url.pathname + url.search, {
    headers: { Accept: getInvoicePdf.contentType, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) {
    const error = (await response.json().catch(() => null)) as Partial<ErrorResponse> | null;
    if (response.status === 401) void signOut('session-ended');
    throw new ApiError(response.status, error?.code ?? 'HTTP_ERROR', error?.message ?? response.statusText, error?.field, error?.key);
  }
  return {
    blob: await response.blob(),
    fileName: fileNameFrom(response.headers.get('Content-Disposition'), `invoice-${query.invoiceNumber}.pdf`),
  };
}

/** Hands a downloaded file to the browser through a temporary object URL link. */
export function saveFile(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the file after the click returns; free it once it surely has.
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

export const useDownloadInvoicePdf = () =>
  useMutation({
    mutationFn: fetchInvoicePdf,
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
