import { type ReactNode } from 'react';
import { shownColumns, type StaffListName, type StaffListView } from '@portal/contracts/staff-views';
import { useListColumns } from '../lib/list-views';
import { savedFilters, VIEW_PARAM, viewChange } from '../lib/list-views-logic';
import type { UrlFilters } from '../lib/url-filters';
import { ColumnsMenu } from './columns-menu';
import { ViewsMenu } from './views-menu';

type Page = {
  filters: UrlFilters;
  /** The names of the list's filters, texts and order in the address. */
  names: readonly string[];
};

/**
 * A list that can be worked (ADR 0085): the columns the staff member shows, and the "Views" and "Columns" menus for its
 * toolbar. A list without a name (`list` undefined) shows every column and no menus.
 */
export function useWorkedList<C extends { key: string; header: string }>(
  list: StaffListName | undefined,
  page: Page,
  columns: C[],
): { columns: C[]; tools: ReactNode } {
  const { hidden, choose } = useListColumns(list);
  if (!list) return { columns, tools: null };
  const current = { filters: savedFilters(page.names, page.filters.get), hiddenColumns: hidden };
  const apply = (view: StaffListView | null) => {
    page.filters.update(viewChange(page.names, view));
    if (view && view.hiddenColumns.join() !== hidden.join()) choose(view.hiddenColumns);
  };
  return {
    columns: shownColumns(list, columns, hidden),
    tools: (
      <>
        <ViewsMenu list={list} activeId={page.filters.get(VIEW_PARAM)} current={current} onApply={apply} />
        <ColumnsMenu list={list} columns={columns} hidden={hidden} onChange={choose} />
      </>
    ),
  };
}
