import { ActionIcon, Button, Group, Menu, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp, IconDots } from '@tabler/icons-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { cardColumns } from './data-table-logic';
import type { DataTableAction, DataTableColumn } from './data-table-types';

/**
 * One row as a card: title and status, date and amount, then the details and the actions. The title's link or button
 * covers the whole card, so a tap anywhere opens the row's detail; other links and buttons stay above it.
 */
export function RowCard<T>({
  row,
  columns,
  actions,
  className,
  color,
}: {
  row: T;
  columns: readonly DataTableColumn<T>[];
  actions: readonly DataTableAction[];
  className: string | undefined;
  color: string | undefined;
}) {
  const places = cardColumns(columns);
  // A detail without a value leaves no empty label behind.
  const details = places.detail.flatMap((column) => {
    const value = column.cell(row);
    return value === null || value === undefined || value === '' || value === false ? [] : [{ column, value }];
  });
  const cells = (list: DataTableColumn<T>[]) => list.map((column) => <Fragment key={column.key}>{column.cell(row)}</Fragment>);
  return (
    <Paper component="li" withBorder p="sm" radius="md" className={['portal-dt-card', className].filter(Boolean).join(' ')} bg={color}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <div className="portal-dt-card-title">{cells(places.title)}</div>
          {places.status.length > 0 && (
            <Group gap={4} className="portal-dt-card-rest" style={{ flexShrink: 0 }}>
              {cells(places.status)}
            </Group>
          )}
        </Group>
        {(places.meta.length > 0 || places.amount.length > 0) && (
          <Group justify="space-between" align="baseline" gap="xs" wrap="wrap" className="portal-dt-card-rest">
            <Text size="sm" c="dimmed" component="div">
              {cells(places.meta)}
            </Text>
            <Text fw={600} component="div" style={{ whiteSpace: 'nowrap', marginInlineStart: 'auto' }}>
              {cells(places.amount)}
            </Text>
          </Group>
        )}
        {details.length > 0 && (
          <Text component="dl" size="sm" m={0} className="portal-dt-card-rest portal-dt-card-details">
            {details.map(({ column, value }) => (
              <div key={column.key}>
                <dt>{column.header}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </Text>
        )}
        {actions.length > 0 && (
          <Group gap="xs" className="portal-dt-card-rest">
            <ActionButtons actions={actions} wrap />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** A row's actions as buttons: on one line in a table's cell, wrapping in a card, whose width is the phone's. */
export function ActionButtons({ actions, wrap = false }: { actions: readonly DataTableAction[]; wrap?: boolean }) {
  return (
    <Group gap={6} wrap={wrap ? 'wrap' : 'nowrap'} display="inline-flex">
      {actions.map((action) =>
        action.to !== undefined ? (
          <Button key={action.key} size="xs" variant="default" component={Link} to={action.to} aria-label={action.ariaLabel}>
            {action.label}
          </Button>
        ) : (
          <Button
            key={action.key}
            size="xs"
            variant="default"
            aria-haspopup={action.dialog ? 'dialog' : undefined}
            aria-label={action.ariaLabel}
            loading={action.loading}
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        ),
      )}
    </Group>
  );
}

/** The row's actions behind one button, which opens with Enter, Space or the arrow keys. */
export function RowMenu({ actions, name }: { actions: readonly DataTableAction[]; name: string }) {
  if (actions.length === 0) return null;
  return (
    // Without the initial focus placeholder, whose role=presentation a role=menu may not hold (axe).
    // In the row rather than a portal at the end of the page, so the open menu stays inside the page's landmarks; fixed,
    // so the table's scroll box does not clip it.
    <Menu position="bottom-end" withinPortal={false} floatingStrategy="fixed" shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon variant="default" size="md" aria-label={name}>
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) =>
          action.to !== undefined ? (
            <Menu.Item key={action.key} component={Link} to={action.to} aria-label={action.ariaLabel}>
              {action.label}
            </Menu.Item>
          ) : (
            <Menu.Item
              key={action.key}
              aria-haspopup={action.dialog ? 'dialog' : undefined}
              aria-label={action.ariaLabel}
              disabled={action.loading}
              onClick={action.onClick}
            >
              {action.label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

export function SortButton({
  label,
  align,
  direction,
  onSort,
}: {
  label: string;
  align: 'left' | 'right' | undefined;
  direction: 'asc' | 'desc' | null;
  onSort: () => void;
}) {
  const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton
      onClick={onSort}
      fw="inherit"
      fz="inherit"
      ta={align}
      style={{ display: 'inline-flex', alignItems: 'flex-end', gap: 4, color: 'inherit' }}
    >
      {label}
      <Icon size={14} aria-hidden style={{ opacity: direction ? 1 : 0.5, flexShrink: 0, marginBottom: 2 }} />
    </UnstyledButton>
  );
}
