import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isChoosableColumn, STAFF_LISTS, type StaffListName } from '@portal/contracts/staff-views';
import { toggledColumns } from '../lib/list-views-logic';

type Props = {
  list: StaffListName;
  /** The list's columns with their headers, in the list's order. */
  columns: readonly { key: string; header: string }[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
};

/** A list's "Columns" menu: a box for each column staff may show or hide; the key column stays shown. */
export function ColumnsMenu({ list, columns, hidden, onChange }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const offered = columns.filter((c) => c.key === STAFF_LISTS[list].key || isChoosableColumn(list, c.key));
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus returnFocus>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} aria-hidden />}>
          {t('list-views.columns')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-labelledby={titleId}>
          <Text id={titleId} fw={600} size="sm">
            {t('list-views.columns-title')}
          </Text>
          {offered.map((column) => {
            const isKey = !isChoosableColumn(list, column.key);
            return (
              <Checkbox
                key={column.key}
                label={column.header}
                description={isKey ? t('list-views.column-always') : undefined}
                checked={isKey || !hidden.includes(column.key)}
                disabled={isKey}
                onChange={(e) => onChange(toggledColumns(list, hidden, column.key, e.currentTarget.checked))}
              />
            );
          })}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
