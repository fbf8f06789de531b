/**
 * The rules of a list's columns and saved views, as pure functions: what a view saves from the address, what choosing
 * one puts there, and the columns a choice hides. The API checks the same through the contracts' `listViewProblems`.
 */
import { isChoosableColumn, STAFF_LISTS, type StaffListName, type StaffListView } from '@portal/contracts/staff-views';

/** The address parameter that names the view applied. */
export const VIEW_PARAM = 'view';

/** The list's filters, texts and order as the address holds them, the ones set only: what a view saves. */
export function savedFilters(names: readonly string[], get: (name: string) => string | null): Record<string, string> {
  const saved: Record<string, string> = {};
  for (const name of names) {
    const value = get(name)?.trim();
    if (value) saved[name] = value;
  }
  return saved;
}

/** The address change that applies a view (or, with null, no view): its filters, and every other filter cleared. */
export function viewChange(names: readonly string[], view: Pick<StaffListView, 'id' | 'filters'> | null): Record<string, string | null> {
  const change: Record<string, string | null> = Object.fromEntries(names.map((name) => [name, null]));
  return { ...change, ...(view?.filters ?? {}), [VIEW_PARAM]: view?.id ?? null };
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** Whether the list shows what the view saved: the same filters and order, the same hidden columns. */
export function showsView(
  view: Pick<StaffListView, 'filters' | 'hiddenColumns'>,
  filters: Record<string, string>,
  hidden: readonly string[],
) {
  const keys = Object.keys(filters);
  return (
    sameSet(keys, Object.keys(view.filters)) && keys.every((k) => filters[k] === view.filters[k]) && sameSet(hidden, view.hiddenColumns)
  );
}

/**
 * The hidden columns after a column is shown or hidden, in the list's order. The key column cannot be hidden, nor a
 * column the list does not let staff choose; asking to changes nothing.
 */
export function toggledColumns(list: StaffListName, hidden: readonly string[], key: string, show: boolean): string[] {
  if (!isChoosableColumn(list, key)) return [...hidden];
  const next = show ? hidden.filter((c) => c !== key) : [...hidden.filter((c) => c !== key), key];
  const order: readonly string[] = STAFF_LISTS[list].columns;
  return next.filter((c) => isChoosableColumn(list, c)).sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/** A list's views in the menu: the staff member's own first, then the shared ones, each by name. */
export function menuViews<V extends Pick<StaffListView, 'mine' | 'name'>>(views: readonly V[]): { own: V[]; shared: V[] } {
  return { own: views.filter((v) => v.mine), shared: views.filter((v) => !v.mine) };
}
