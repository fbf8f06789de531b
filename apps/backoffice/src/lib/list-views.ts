import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  createListView,
  deleteListView,
  getListColumns,
  getListViews,
  putListColumns,
  updateListView,
  type ListViewRequest,
  type StaffListName,
} from '@portal/contracts/staff-views';
import { apiRequest } from '@portal/ui/auth';
import { readQuery, useReread } from './queries';

const COLUMNS_KEY = ['list-columns'];
const viewsKey = (list: StaffListName) => ['list-views', list];

/**
 * The staff member's hidden columns of a list, kept on the server so they follow them to any browser. A choice shows at
 * once; a failed save reads the stored choice again.
 */
export function useListColumns(list: StaffListName | undefined) {
  const client = useQueryClient();
  const stored = useQuery({ ...readQuery(COLUMNS_KEY, getListColumns), enabled: list !== undefined, staleTime: Infinity });
  // The choice made here shows in the click's own render: the query's answer reaches its readers a tick later, and a
  // box controlled by it showed its old state until then.
  const [chosen, setChosen] = useState<{ list: StaffListName; hiddenColumns: string[] } | null>(null);
  const hidden =
    (chosen !== null && chosen.list === list ? chosen.hiddenColumns : undefined) ??
    stored.data?.items.find((c) => c.list === list)?.hiddenColumns ??
    [];
  const save = useMutation({
    mutationFn: (hiddenColumns: string[]) => apiRequest(putListColumns, { body: { list: list!, hiddenColumns } }),
    onMutate: (hiddenColumns) =>
      client.setQueryData(readQuery(COLUMNS_KEY, getListColumns).queryKey, (data) => ({
        items: [...(data?.items ?? []).filter((c) => c.list !== list), { list: list!, hiddenColumns }],
      })),
    onError: () => {
      setChosen(null);
      void client.invalidateQueries({ queryKey: COLUMNS_KEY });
    },
  });
  const choose = (hiddenColumns: string[]) => {
    if (list) setChosen({ list, hiddenColumns });
    save.mutate(hiddenColumns);
  };
  return { hidden, loaded: stored.isSuccess, choose };
}

/** A list's saved views the staff member sees: their own and the shared ones. */
export const useListViews = (list: StaffListName | undefined) =>
  useQuery({ ...readQuery(viewsKey(list ?? 'orders'), getListViews, { query: { list: list ?? 'orders' } }), enabled: list !== undefined });

/** Saving a view (a new one when id is null), and deleting one; the list's views are read again after either. */
export function useListViewChanges(list: StaffListName) {
  const reread = useReread(viewsKey(list));
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: string | null; body: ListViewRequest }) =>
        id === null ? apiRequest(createListView, { body }) : apiRequest(updateListView, { params: { id }, body }),
      onSuccess: reread,
    }),
    remove: useMutation({ mutationFn: (id: string) => apiRequest(deleteListView, { params: { id } }), onSuccess: reread }),
  };
}
