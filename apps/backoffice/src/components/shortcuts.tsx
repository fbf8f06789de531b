import { Kbd, Modal, Table, Text } from '@mantine/core';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BACKOFFICE_ROUTES } from '@portal/contracts/app-routes';
import { isControl, isTyping, movedRow, readShortcut, SHORTCUTS, type Pending } from '../lib/shortcuts-logic';
import classes from './shortcuts.module.css';

/** What the list on screen does for `/`, `j`, `k` and Enter. */
export type ListShortcuts = { search: () => void; move: (step: 1 | -1) => void; open: () => void };

type Register = (handlers: ListShortcuts) => () => void;

const ShortcutsContext = createContext<Register | null>(null);

/**
 * The back office's keyboard shortcuts, one listener for every screen: `g o` and `g c` go to orders and complaints, `?`
 * lists the shortcuts, and the list on screen (useListShortcuts) takes `/`, `j`, `k` and Enter. Keys typed into a field
 * and keys held with Ctrl, Cmd or Alt are left alone (shortcuts-logic.ts).
 */
export function ShortcutsProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const list = useRef<ListShortcuts | null>(null);
  const pending = useRef<Pending>(null);
  const [help, setHelp] = useState(false);
  const register = useCallback<Register>((handlers) => {
    list.current = handlers;
    return () => {
      if (list.current === handlers) list.current = null;
    };
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      const read = readShortcut(
        {
          key: event.key,
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          altKey: event.altKey,
          typing: isTyping(target),
          onControl: isControl(target),
        },
        pending.current,
        Date.now(),
      );
      pending.current = read.pending;
      // A dialog open over the page keeps its keys.
      if (!read.action || document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      const forList = read.action === 'search' || read.action === 'next' || read.action === 'previous' || read.action === 'open';
      if (forList && !list.current) return;
      event.preventDefault();
      const actions = {
        search: () => list.current?.search(),
        next: () => list.current?.move(1),
        previous: () => list.current?.move(-1),
        open: () => list.current?.open(),
        orders: () => void navigate(BACKOFFICE_ROUTES.orders),
        complaints: () => void navigate(BACKOFFICE_ROUTES.complaints),
        help: () => setHelp(true),
      };
      actions[read.action]();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navigate]);

  return (
    <ShortcutsContext.Provider value={register}>
      {children}
      <ShortcutsHelp opened={help} onClose={() => setHelp(false)} />
    </ShortcutsContext.Provider>
  );
}

/** The list's part of the shortcuts while it is on screen; the latest handlers are used at each key. */
export function useListShortcuts(handlers: ListShortcuts) {
  const register = useContext(ShortcutsContext);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(
    () =>
      register?.({
        search: () => latest.current.search(),
        move: (step) => latest.current.move(step),
        open: () => latest.current.open(),
      }),
    [register],
  );
}

/**
 * A list's rows for the keyboard: `/` focuses the list's search (the field marked `data-list-search`), `j` and `k`
 * highlight the next and previous row, and Enter opens the highlighted row's first link. `rowClassName` marks the row.
 * One list is on screen at a time, so the page is where its search and row are found.
 */
export function useRowCursor<T>(rows: readonly T[] | undefined, rowKey: (row: T) => string) {
  // The row is kept by its key: on another page, filter or order it is gone, and the next j starts from the first row.
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const keys = (rows ?? []).map(rowKey);
  const index = highlighted === null ? -1 : keys.indexOf(highlighted);
  useEffect(() => {
    if (index < 0) return;
    const row = document.querySelector(`.${classes.highlighted}`);
    if (row && 'scrollIntoView' in row && typeof row.scrollIntoView === 'function') row.scrollIntoView({ block: 'nearest' });
  }, [index]);
  useListShortcuts({
    search: () => document.querySelector<HTMLElement>('[data-list-search]')?.focus(),
    move: (step) => {
      const next = movedRow(index < 0 ? null : index, step, keys.length);
      setHighlighted(next === null ? null : keys[next]!);
    },
    open: () => document.querySelector<HTMLAnchorElement>(`.${classes.highlighted} a[href]`)?.click(),
  });
  return { rowClassName: (row: T) => (index >= 0 && rowKey(row) === highlighted ? classes.highlighted : undefined) };
}

/** The shortcuts listed in a dialog, named by its title and closed with Escape or its close button. */
export function ShortcutsHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('shortcuts.title')} closeButtonProps={{ 'aria-label': t('shortcuts.close') }}>
      <Text size="sm" mb="sm">
        {t('shortcuts.intro')}
      </Text>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('shortcuts.keys')}</Table.Th>
            <Table.Th scope="col">{t('shortcuts.does')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SHORTCUTS.map(({ keys, action }) => (
            <Table.Tr key={action}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {keys.map((key, i) => (
                  <span key={key}>
                    {i > 0 && ` ${t('shortcuts.then')} `}
                    <Kbd>{key}</Kbd>
                  </span>
                ))}
              </Table.Td>
              <Table.Td>{t(`shortcuts.action.${action}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
