import { Alert, Button, Checkbox, Group, List, Modal, Paper, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconDownload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffFileDownload } from '@portal/contracts/endpoint';
import { EXPORT_CONTENT_TYPES, MAX_BULK_ROWS, type ExportFormat } from '@portal/contracts/staff-common';
import { fetchFile, saveFile } from '@portal/ui/auth';
import {
  bulkSummary,
  keepFailed,
  pageOverLimit,
  pageState,
  type BulkSummary,
  type RowSelection,
  type Selectable,
} from '../lib/row-selection';
import { FailedNotice } from './form-parts';
import type { PagedColumn } from './paged-table';

/** The reasons a bulk call names for a refused row that have their own text; any other reads "refused". */
const REASONS = ['NOT_FOUND', 'STATUS_TRANSITION_NOT_ALLOWED', 'ORDER_PARTLY_DISPATCHED', 'VALIDATION_FAILED'];

/**
 * A bulk action's outcome, the same for every list: its per-row summary shown in the bar, the rows that failed
 * kept chosen (to try again or look at), and the question closed.
 */
export function useBulkOutcome(selection: RowSelection, close: () => void) {
  const [result, setResult] = useState<BulkSummary | null>(null);
  return {
    result,
    clear: () => setResult(null),
    done: (answer: Parameters<typeof bulkSummary>[0]) => {
      const summary = bulkSummary(answer, selection.selection);
      setResult(summary);
      selection.set(keepFailed(selection.selection, summary));
      close();
    },
  };
}

/** The first column of a list whose rows can be chosen: a box per row, named for its row. */
export function selectionColumn<T>(selection: RowSelection, selectable: (row: T) => Selectable, header: string): PagedColumn<T> {
  return {
    key: 'selected',
    header,
    card: 'detail',
    cell: (row) => <RowCheckbox selection={selection} row={selectable(row)} />,
  };
}

function RowCheckbox({ selection, row }: { selection: RowSelection; row: Selectable }) {
  const { t } = useTranslation();
  return (
    <Checkbox
      aria-label={t('bulk.select-row', { name: row.name })}
      checked={selection.selection.has(row.key)}
      onChange={() => selection.toggle(row)}
      size="sm"
      styles={{ input: { cursor: 'pointer' } }}
    />
  );
}

type BarProps = {
  selection: RowSelection;
  /** The rows of the page shown. */
  page: readonly Selectable[];
  /** The actions on the chosen rows. */
  children: ReactNode;
  /** What the last bulk change did, for the summary under the bar. */
  result: BulkSummary | null;
  /** The text of the last bulk change that failed as a whole. */
  failed?: string | null;
};

/**
 * Above a list whose rows can be chosen: "select all on this page", and while rows are chosen how many, the actions on
 * them and clearing the choice; then what the last action did, naming each row it could not change and why.
 */
export function BulkBar({ selection, page, children, result, failed }: BarProps) {
  const { t } = useTranslation();
  const count = selection.selection.size;
  const state = pageState(selection.selection, page);
  return (
    <Stack gap="xs">
      <Paper withBorder={count > 0} p={count > 0 ? 'xs' : 0} role="region" aria-label={t('bulk.region')}>
        <Group gap="sm" align="center" wrap="wrap">
          <Checkbox
            label={t('bulk.select-page')}
            checked={state === 'all'}
            indeterminate={state === 'some'}
            disabled={page.length === 0}
            onChange={() => selection.togglePage(page)}
          />
          {count > 0 && (
            <>
              <Text fw={600} aria-live="polite">
                {t('bulk.selected', { count })}
              </Text>
              {children}
              <Button variant="subtle" onClick={selection.clear}>
                {t('bulk.clear')}
              </Button>
            </>
          )}
        </Group>
        {state !== 'all' && pageOverLimit(selection.selection, page) && (
          <Text size="sm" c="dimmed" mt={4}>
            {t('bulk.limit', { count: MAX_BULK_ROWS })}
          </Text>
        )}
      </Paper>
      <FailedNotice text={failed ?? null} />
      {result && <BulkResult result={result} />}
    </Stack>
  );
}

/** What a bulk change did: how many rows changed, and each one it could not change with the reason. */
export function BulkResult({ result }: { result: BulkSummary }) {
  const { t } = useTranslation();
  const failed = result.failed.length;
  return (
    <Alert color={failed > 0 ? 'orange' : 'green'} variant="light" role={failed > 0 ? 'alert' : 'status'}>
      <Text size="sm">{t('bulk.result', { changed: result.changed, unchanged: result.unchanged, failed })}</Text>
      {failed > 0 && (
        <List size="sm" mt={4}>
          {result.failed.map((f) => (
            <List.Item key={f.id}>
              {t('bulk.failed-row', {
                name: f.name,
                reason: t(`bulk.reason.${f.code && REASONS.includes(f.code) ? f.code : 'other'}`),
              })}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

type ConfirmProps = {
  opened: boolean;
  title: string;
  /** The question, naming how many rows the change is for. */
  question: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** The fields the change needs (an assignee, a week). */
  children?: ReactNode;
};

/** Asks before a change of the chosen rows, with what the change needs; confirming makes it. */
export function BulkConfirm({ opened, title, question, confirmLabel, busy, onConfirm, onClose, children }: ConfirmProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('bulk.close') }}>
      <form noValidate onSubmit={(e) => (e.preventDefault(), onConfirm())}>
        <Stack>
          {children}
          <Text>{question}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('bulk.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

type ExportProps = {
  download: Pick<StaffFileDownload, 'path'>;
  /** The export's parameter that names the rows (caseNumbers, orderNumbers). */
  param: string;
  /** The list's order, so the file lists the rows as the list does. */
  sort: string | undefined;
  selection: RowSelection;
  name: string;
};

/** The chosen rows as CSV or XLSX, through the list's own export. */
export function SelectedExport({ download, param, sort, selection, name }: ExportProps) {
  const { t } = useTranslation();
  const run = useMutation({
    mutationFn: (format: ExportFormat) =>
      fetchFile(
        { path: download.path, accept: EXPORT_CONTENT_TYPES[format] },
        { format, [param]: [...selection.selection.values()].join(','), ...(sort ? { sort } : {}) },
        `${name}.${format}`,
      ),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
  return (
    <>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={run.isPending && run.variables === format}
          onClick={() => run.mutate(format)}
        >
          {t(`bulk.export-${format}`)}
        </Button>
      ))}
      <FailedNotice text={run.isError && t('export.failed')} />
    </>
  );
}
