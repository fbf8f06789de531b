/**
 * The few shapes every desk's calls take with TanStack Query, written once: a read of one call,
 * a page of a list, and changes that store their answer and read again what they touched. A
 * desk's api/ module then states only its keys, its calls and what each change touches.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Endpoint, ParamsOf, QueryOf } from '@portal/contracts/endpoint';
import { apiRequest } from '@portal/ui/auth';

type Input<E extends Endpoint> = { params?: ParamsOf<E>; query?: QueryOf<E> };

/** One call read under a key, typed by its contract; cancelled when nobody waits for it any longer. */
export const readQuery = <E extends Endpoint>(queryKey: QueryKey, endpoint: E, input: Input<E> = {}) =>
  queryOptions({ queryKey, queryFn: ({ signal }) => apiRequest(endpoint, { ...input, signal }) });

/** Where an area keeps its lists' pages: a change reads them all again, whatever they were filtered by. */
export const listKey = (key: QueryKey) => [...key, 'list'];

/**
 * A page of a list the server filters and pages, keyed by its query under the area's `listKey`.
 * The page shown stays on screen while the next one loads.
 */
export const listQuery = <E extends Endpoint>(key: QueryKey, endpoint: E, query: QueryOf<E>, params?: ParamsOf<E>) =>
  queryOptions({ ...readQuery([...listKey(key), query], endpoint, { params, query }), placeholderData: keepPreviousData });

/** What a change calls when it has worked: every query under each key is read again. */
export function useReread(...keys: QueryKey[]) {
  const client = useQueryClient();
  return () => {
    for (const queryKey of keys) void client.invalidateQueries({ queryKey });
  };
}

/**
 * A change whose answer is the record as it now stands: the answer is stored where the record is
 * read (`storeAt`), so its screen shows it at once, and the lists and counts it touched are read again.
 */
export function useRecordChange<V, R>(call: (values: V) => Promise<R>, storeAt: (answer: R) => QueryKey, ...reread: QueryKey[]) {
  const client = useQueryClient();
  const readAgain = useReread(...reread);
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      client.setQueryData(storeAt(answer), answer);
      readAgain();
    },
  });
}

type SaveAndRemoveCalls<B, R> = {
  create: (body: B) => Promise<R>;
  update: (id: number, body: B) => Promise<R>;
  remove: (id: number) => Promise<unknown>;
};

/**
 * The changes of a list whose rows are numbered: `save` creates a row (id null) or changes that row,
 * `remove` deletes one; either reads the keys given again, as a change can move a row in the list.
 */
export function useSaveAndRemove<B, R>(calls: SaveAndRemoveCalls<B, R>, ...reread: QueryKey[]) {
  const done = useReread(...reread);
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: number | null; body: B }) => (id === null ? calls.create(body) : calls.update(id, body)),
      onSuccess: done,
    }),
    remove: useMutation({ mutationFn: calls.remove, onSuccess: done }),
  };
}
