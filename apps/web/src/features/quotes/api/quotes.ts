import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptQuote,
  createQuote,
  declineQuote,
  getQuote,
  getQuotes,
  replyToQuote,
  uploadQuoteAttachments,
  type AcceptQuoteRequest,
  type CreateQuoteRequest,
  type ReplyToQuoteRequest,
} from '@portal/contracts/quotes';
import { apiRequest, sendMultipart } from '@portal/ui/auth';

const ROOT = ['quotes'] as const;

export const quotesQuery = () => queryOptions({ queryKey: [...ROOT, 'all'], queryFn: ({ signal }) => apiRequest(getQuotes, { signal }) });
export const quoteQuery = (id: string) =>
  queryOptions({ queryKey: [...ROOT, 'one', id], queryFn: ({ signal }) => apiRequest(getQuote, { params: { id }, signal }) });

export const useQuotes = () => useQuery(quotesQuery());
export const useQuote = (id: string) => useQuery(quoteQuery(id));

/** Every answer re-reads the quotes: sales administration may have answered meanwhile. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ROOT });
}

export function useCreateQuote() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: CreateQuoteRequest) => apiRequest(createQuote, { body }), onSettled: invalidate });
}

export function useAcceptQuote(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: AcceptQuoteRequest) => apiRequest(acceptQuote, { params: { id }, body }),
    onSettled: invalidate,
  });
}

export function useDeclineQuote(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (message: string) => apiRequest(declineQuote, { params: { id }, body: { message } }),
    onSettled: invalidate,
  });
}

export function useReplyToQuote(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: ReplyToQuoteRequest) => apiRequest(replyToQuote, { params: { id }, body }),
    onSettled: invalidate,
  });
}

/** Attaches one drawing to a quote just asked for, reporting the share sent. */
export const uploadDrawing = (id: string, file: File, onProgress: (fraction: number) => void) => {
  const body = new FormData();
  body.append('files', file, file.name);
  return sendMultipart(uploadQuoteAttachments, body, { params: { id }, onProgress });
};

/** Attaches drawings to the quote; the answer is the quote with them. */
export function useUploadQuoteAttachments(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (files: readonly File[]) => {
      const body = new FormData();
      for (const file of files) body.append('files', file, file.name);
      return sendMultipart(uploadQuoteAttachments, body, { params: { id } });
    },
    onSettled: invalidate,
  });
}
