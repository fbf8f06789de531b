import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getOutbox, getOutboxMessage, resendOutboxMessage, type OutboxMessage, type OutboxQuery } from '@portal/contracts/messages';
import { apiRequest } from '@portal/ui/auth';
import { listQuery, readQuery, useReread } from '../../../lib/queries';
import { refreshWhilePending } from '../mail-logic';

// The start page counts the undelivered messages under ['staff', 'mail'] too, so a resend refreshes it.
const key = ['staff', 'mail'] as const;

export const useOutbox = (query: OutboxQuery) =>
  useQuery({
    ...listQuery(key, getOutbox, query),
    refetchInterval: (q) => refreshWhilePending(q.state.data?.items.map((row) => row.state) ?? []),
  });

export const outboxMessageQuery = (id: string) =>
  queryOptions({
    ...readQuery([...key, 'detail', id], getOutboxMessage, { params: { id } }),
    refetchInterval: (q) => refreshWhilePending(q.state.data ? [q.state.data.state] : []),
  });

/** A resend answers with the message's new delivery state; the message, the lists and the count are read again. */
export function useResendMessage(id: string) {
  const client = useQueryClient();
  const readAgain = useReread(key);
  // A refusal means the message moved on meanwhile (sent, or already waiting): show where it stands.
  const showWhereItStands = useReread(outboxMessageQuery(id).queryKey);
  return useMutation({
    mutationFn: () => apiRequest(resendOutboxMessage, { params: { id } }),
    onSuccess: (row) => {
      client.setQueryData(outboxMessageQuery(id).queryKey, (message: OutboxMessage | undefined) =>
        message ? { ...message, ...row } : message,
      );
      readAgain();
    },
    onError: showWhereItStands,
  });
}
