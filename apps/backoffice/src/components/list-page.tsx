import {
  Button,
  CloseButton,
  Group,
  Modal,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  type ButtonProps,
  type TextInputProps,
} from '@mantine/core';
import { IconPlus, IconSearch, type Icon } from '@tabler/icons-react';
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '@portal/ui';
import type { ListPage } from '../lib/list-page';
import type { UrlFilters } from '../lib/url-filters';
import { FailedNotice, SavedNotice } from './form-parts';
import { QueueTable, type QueueTableProps } from './queue-table';
import { ExportButtons } from './export-buttons';
import type { StaffFileDownload } from '@portal/contracts/endpoint';
import type { StaffListName } from '@portal/contracts/staff-views';
import { useRowCursor } from './shortcuts';
import { useWorkedList } from './worked-list';

type ListFilters = {
  filters: UrlFilters;
  /** The text of a select's empty choice, every row; one text for all of a list's selects. */
  all: string;
};

// Every control in a list's toolbar works on the same list's address, so the toolbar hands it to them.
const ListFiltersContext = createContext<ListFilters | null>(null);

/** The list's filters in the address and the text of the empty choice, for a control inside a `ListToolbar`. */
export function useListFilters(): ListFilters {
  const context = useContext(ListFiltersContext);
  if (!context) throw new Error('A list filter belongs inside a ListToolbar');
  return context;
}

type ToolbarProps = Partial<ListFilters> & { children?: ReactNode; action?: ReactNode };

/**
 * The filters above a list, and on the far side the list's own action (such as adding a row); a list
 * without filters keeps its action on that side alone. The filters' controls read the list's address from here.
 */
export function ListToolbar({ filters, all = '', children, action }: ToolbarProps) {
  if (!children) return <Group justify="flex-end">{action}</Group>;
  const controls = (
    <Group align="end" wrap="wrap" gap="sm">
      {children}
    </Group>
  );
  const toolbar = action ? (
    <Group justify="space-between" align="end" wrap="wrap" gap="sm">
      {controls}
      {action}
    </Group>
  ) : (
    controls
  );
  return filters ? <ListFiltersContext.Provider value={{ filters, all }}>{toolbar}</ListFiltersContext.Provider> : toolbar;
}

type TextFilterProps = Pick<TextInputProps, 'label' | 'description' | 'maxLength' | 'inputMode'> & {
  /** The filter's name in the address. */
  name?: string;
  width: number;
  /** Shows the search icon; a field for a number or an id goes without. */
  search?: boolean;
};

/** A list's free-text filter, kept in the address as it is typed; the list asks the server once typing rests. */
export function UrlTextFilter({ name = 'search', width, search = true, ...input }: TextFilterProps) {
  const { filters } = useListFilters();
  return (
    <TextInput
      {...input}
      leftSection={search ? <IconSearch size={16} aria-hidden /> : undefined}
      // The list's search, which the `/` shortcut focuses.
      data-list-search={name === 'search' || undefined}
      value={filters.get(name) ?? ''}
      onChange={(e) => filters.update({ [name]: e.currentTarget.value })}
      w={{ base: '100%', sm: width }}
    />
  );
}

/**
 * A filter a link brought into the address (an article, a series) with no control of its own: shown as its name and
 * value while set, with a button of at least 24 px that removes it from the address. `value` is the value as it
 * reads (a sales representative's name for their id); the address's own when left out.
 */
export function UrlFilterChip({ name, label, value: shown }: { name: string; label: string; value?: string }) {
  const { t } = useTranslation();
  const { filters } = useListFilters();
  const value = filters.get(name);
  if (!value) return null;
  const text = `${label}: ${shown ?? value}`;
  return (
    <Paper withBorder radius="xl" py={2} pl="sm" pr={4}>
      <Group gap={4} wrap="nowrap">
        <Text size="sm">{text}</Text>
        <CloseButton size={24} aria-label={t('filter-chip.remove', { filter: text })} onClick={() => filters.update({ [name]: null })} />
      </Group>
    </Paper>
  );
}

/** A list's yes-or-no filter that narrows only when on; off, it leaves the address. */
export function UrlSwitch({ name, label }: { name: string; label: string }) {
  const { filters } = useListFilters();
  return (
    <Switch
      label={label}
      checked={filters.get(name) === 'true'}
      onChange={(e) => filters.update({ [name]: e.currentTarget.checked ? 'true' : null })}
      mb={8}
    />
  );
}

type ActionProps = {
  children: ReactNode;
  /** The icon before the text; a plus unless told. */
  icon?: Icon;
} & ({ to: string; onClick?: never } | { onClick: () => void; to?: never });

/** A list's own action beside its filters (adding a row, uploading a file): a link to a form's page, or a button that opens one. */
export function ListAction({ children, icon: ActionIcon = IconPlus, to, onClick }: ActionProps) {
  const icon = <ActionIcon size={16} aria-hidden />;
  return to ? (
    <Button component={Link} to={to} leftSection={icon}>
      {children}
    </Button>
  ) : (
    <Button leftSection={icon} onClick={onClick}>
      {children}
    </Button>
  );
}

type RowButtonProps = Omit<ButtonProps, 'size'> & {
  /** The button's accessible name, which says which row it acts on, as every row has one alike. */
  name: string;
  /** A change that removes something: red, and plain until it is pressed. */
  danger?: boolean;
  onClick?: () => void;
};

/** A small button in a list's row, named for its row. */
export function RowButton({ name, danger = false, ...button }: RowButtonProps) {
  return (
    <Button size="compact-sm" variant={danger ? 'default' : 'light'} color={danger ? 'red' : undefined} aria-label={name} {...button} />
  );
}

/** The outcome of a change made from a list: told politely when it worked, at once when it did not. */
export type Notice = { ok: boolean; text: string } | null;

export function ListNotice({ notice }: { notice: Notice }) {
  return (
    <>
      <SavedNotice text={notice?.ok && notice.text} />
      <FailedNotice text={notice && !notice.ok && notice.text} />
    </>
  );
}

type ConfirmProps = {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The name of the dialog's close button. */
  closeLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a change that cannot be undone, such as deleting a row; the change is red, keeping it is the other way. */
export function ConfirmDialog({ opened, title, text, confirmLabel, cancelLabel, closeLabel, busy, onConfirm, onClose }: ConfirmProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': closeLabel }}>
      <Stack>
        <Text>{text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button color="red" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

type QueuePageProps<T> = Omit<QueueTableProps<T>, 'query' | 'filters' | 'label' | 'empty' | 'sortColumns'> & {
  /** The screen's title, which names the list too. */
  title: string;
  /** A line above the list saying what it holds. */
  intro?: string;
  /** The list's filters, search, order and page from `useListPage`. */
  page: Pick<ListPage<unknown, string, string>, 'filters' | 'filtered' | 'sortColumns' | 'names'> & { query: object };
  /** The list's name among the lists that can be worked: with it, staff choose its columns and save views of it. */
  views?: StaffListName;
  /** The list's export (CSV and XLSX of what the filter finds) and its file's name, for a list that has one. */
  exportAs?: { download: Pick<StaffFileDownload, 'path'>; name: string };
  /** The server's page of the list. */
  list: QueueTableProps<T>['query'];
  /** The filters' controls; they read the list's address through the toolbar. */
  toolbar: ReactNode;
  /** The text of the selects' empty choice. */
  all?: string;
  action?: ReactNode;
  /** The outcome of the last change made from the list, for a list whose rows can be changed (null when there is none). */
  notice?: Notice;
  /** The empty list's text: `empty` when nothing is there, `emptyFiltered` (when given) when nothing matches the filters. */
  empty: string;
  emptyFiltered?: string;
  /** The dialogs the list opens. */
  children?: ReactNode;
  /** A list whose rows can be chosen: its bulk bar, right above the rows. */
  selection?: ReactNode;
};

/**
 * A back-office queue's screen: the title, the filters with the list's action, the outcome of a change and the list
 * paged on the server, all kept in the address. A page states only its filters, columns and texts.
 */
export function QueuePage<T>({
  title,
  intro,
  page,
  list,
  toolbar,
  all,
  action,
  notice,
  empty,
  emptyFiltered,
  children,
  exportAs,
  selection,
  views,
  ...table
}: QueuePageProps<T>) {
  const worked = useWorkedList(views, page, table.columns);
  const cursor = useRowCursor(list.data?.items, table.rowKey);
  const exportButtons = exportAs && <ExportButtons download={exportAs.download} query={{ ...page.query }} name={exportAs.name} />;
  return (
    <Page title={title}>
      {intro && <Text>{intro}</Text>}
      <ListToolbar
        filters={page.filters}
        all={all}
        action={
          worked.tools || (exportButtons && action) ? (
            <Group gap="xs" align="end">
              {worked.tools}
              {exportButtons}
              {action}
            </Group>
          ) : (
            (exportButtons ?? action)
          )
        }
      >
        {toolbar}
      </ListToolbar>
      {notice !== undefined && <ListNotice notice={notice} />}
      {selection}
      <QueueTable
        {...table}
        columns={worked.columns}
        rowClassName={cursor.rowClassName}
        query={list}
        filters={page.filters}
        sortColumns={page.sortColumns}
        label={title}
        empty={page.filtered && emptyFiltered !== undefined ? emptyFiltered : empty}
      />
      {children}
    </Page>
  );
}
