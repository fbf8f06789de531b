import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
  const hidden = stored.data?.items.find((c) => c.list === list)?.hiddenColumns ?? [];
  const save = useMutation({
    mutationFn: (hiddenColumns: string[]) => apiRequest(putListColumns, { body: { list: list!, hiddenColumns } }),
    onMutate: (hiddenColumns) =>
      client.setQueryData(readQuery(COLUMNS_KEY, getListColumns).queryKey, (data) => ({
        items: [...(data?.items ?? []).filter((c) => c.list !== list), { list: list!, hiddenColumns }],
      })),
    onError: () => void client.invalidateQueries({ queryKey: COLUMNS_KEY }),
  });
  return { hidden, loaded: stored.isSuccess, choose: (hiddenColumns: string[]) => save.mutate(hiddenColumns) };
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
