import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  Pagination,
  Paper,
  Progress,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  IMPORT_KINDS,
  type ImportChange,
  type ImportKind,
  type ImportPreview,
  type ImportRow,
} from '@portal/contracts/staff-catalogue-import';
import { ErrorNotice, Page, TableScroller } from '@portal/ui';
import { isLanguage } from '@portal/ui/languages';
import { LabelledSegments } from '../../../components/form-parts';
import { ConfirmDialog } from '../../../components/list-page';
import { choices } from '../../../lib/labels';
import { useUrlFilters } from '../../../lib/url-filters';
import { formatDate } from '@portal/ui/format';
import { toLocalInput } from '../../../lib/local-time';
import { useImport, useImportChanges } from '../api/imports';
import {
  CHANGE_COLOR,
  changeWord,
  commitRefusalKey,
  COUNTED_CHANGES,
  firstShow,
  IMPORT_ACCEPT,
  isCommitted,
  kindColumns,
  mayCommit,
  mayUndo,
  removalsToConfirm,
  undoRefusalKey,
  pageCount,
  reportKey,
  rowKey,
  rowsOfPage,
  SHOW_CHOICES,
  shownRows,
  shownValue,
  uploadRefusalKey,
  type Show,
} from '../catalogue-import-logic';

function Preview({ preview }: { preview: ImportPreview }) {
  const { t, i18n } = useTranslation();
  const { commit, undo } = useImportChanges();
  const [confirming, setConfirming] = useState(false);
  const [undoing, setUndoing] = useState(false);
  const removals = removalsToConfirm(preview);
  const when = (iso: string) => `${formatDate(new Date(iso), language)} ${toLocalInput(iso).slice(11)}`;
  const [show, setShow] = useState<Show>(firstShow(preview));
  const [page, setPage] = useState(1);
  const rows = shownRows(preview.rows, show);
  const pages = pageCount(rows.length);
  const shown = rowsOfPage(rows, page);
  const committed = isCommitted(preview);
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const removal = (change: ImportChange) => changeWord(preview.kind, change);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="import-preview">
      <Stack>
        <Title order={2} size="h4" id="import-preview">
          {t(committed ? 'imports.report-title' : 'imports.preview-title', { file: preview.fileName })}
        </Title>
        {committed && preview.report ? (
          <>
            <Alert color="green" variant="light" role="status">
              {t(reportKey(preview.kind), {
                added: preview.report.added,
                changed: preview.report.changed,
                removed: preview.report.removed,
              })}
            </Alert>
            {preview.undoneAt && (
              <Alert color="blue" variant="light" role="status">
                {t('imports.undone', { time: when(preview.undoneAt) })}
              </Alert>
            )}
            {undo.error && (
              <Alert color="red" variant="light" role="alert">
                {t(undoRefusalKey(undo.error))}
              </Alert>
            )}
            {mayUndo(preview) && (
              <Group>
                <Text size="sm">{t('imports.undo-until', { time: when(preview.undoableUntil!) })}</Text>
                <Button variant="default" onClick={() => setUndoing(true)}>
                  {t('imports.undo')}
                </Button>
              </Group>
            )}
            <ConfirmDialog
              opened={undoing}
              title={t('imports.undo-title')}
              text={t('imports.undo-question', { file: preview.fileName })}
              confirmLabel={t('imports.undo')}
              cancelLabel={t('bulk.cancel')}
              closeLabel={t('bulk.close')}
              busy={undo.isPending}
              onConfirm={() => undo.mutate(preview.id, { onSettled: () => setUndoing(false) })}
              onClose={() => setUndoing(false)}
            />
          </>
        ) : (
          <>
            <Group gap="xs">
              {COUNTED_CHANGES.map((c) => (
                <Badge key={c} variant="light" color={CHANGE_COLOR[c]}>
                  {t(`imports.count.${removal(c)}`, { count: preview.counts[c] })}
                </Badge>
              ))}
              <Badge variant="light" color={preview.counts.errors > 0 ? 'red' : 'gray'}>
                {t('imports.count.errors', { count: preview.counts.errors })}
              </Badge>
            </Group>
            {preview.counts.errors > 0 ? (
              <Alert color="red" variant="light" role="alert">
                {t('imports.fix-errors', { count: preview.counts.errors })}
              </Alert>
            ) : (
              <Text size="sm">{t('imports.ready')}</Text>
            )}
            {commit.error && (
              <Alert color="red" variant="light" role="alert">
                {t(commitRefusalKey(commit.error))}
              </Alert>
            )}
            <Group>
              <Button
                onClick={() => (removals > 0 ? setConfirming(true) : commit.mutate({ id: preview.id }))}
                loading={commit.isPending}
                disabled={!mayCommit(preview)}
              >
                {t('imports.commit')}
              </Button>
            </Group>
            <ConfirmDialog
              opened={confirming}
              title={t('imports.removals-title')}
              text={t('imports.removals-question', { count: removals })}
              confirmLabel={t('imports.removals-confirm', { count: removals })}
              cancelLabel={t('bulk.cancel')}
              closeLabel={t('bulk.close')}
              busy={commit.isPending}
              onConfirm={() => commit.mutate({ id: preview.id, confirmRemovals: removals }, { onSettled: () => setConfirming(false) })}
              onClose={() => setConfirming(false)}
            />
            <SegmentedControl
              aria-label={t('imports.show')}
              value={show}
              onChange={(value) => (setShow(value as Show), setPage(1))}
              data={SHOW_CHOICES.map((s) => ({ value: s, label: t(`imports.show-${s}`) }))}
              w="fit-content"
            />
            {rows.length === 0 ? (
              <Text c="dimmed">{t('imports.no-rows')}</Text>
            ) : (
              <TableScroller minWidth={640} label={t('imports.rows')}>
                <Table striped aria-label={t('imports.rows')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('imports.column.line')}</Table.Th>
                      <Table.Th scope="col">{t('imports.column.key')}</Table.Th>
                      <Table.Th scope="col" ta="right">
                        {t('imports.column.before')}
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        {t('imports.column.after')}
                      </Table.Th>
                      <Table.Th scope="col">{t('imports.column.result')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {shown.map((r: ImportRow) => (
                      <Table.Tr key={rowKey(r)}>
                        <Table.Td>{r.line ?? '–'}</Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.key}</Table.Td>
                        <Table.Td ta="right">{shownValue(r.before, r, language)}</Table.Td>
                        <Table.Td ta="right">{shownValue(r.after, r, language)}</Table.Td>
                        <Table.Td>
                          {r.error ? (
                            <Text size="sm" c="red.8">
                              {t(r.error)}
                            </Text>
                          ) : (
                            r.change && (
                              <Badge variant="light" color={CHANGE_COLOR[r.change]}>
                                {t(`imports.change.${removal(r.change)}`)}
                              </Badge>
                            )
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </TableScroller>
            )}
            {pages > 1 && (
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': t(`imports.page.${control}`) })}
                getItemProps={(p) => ({ 'aria-label': t('imports.page.number', { page: p }) })}
              />
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** Prices and discounts from a file: previewed row by row, then applied all or nothing. */
export function ImportPage() {
  const { t } = useTranslation();
  const filters = useUrlFilters();
  const id = filters.get('id');
  const current = useImport(id);
  const { upload } = useImportChanges();
  const [kind, setKind] = useState<ImportKind>('prices');
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const send = () => {
    if (!file) return setProblem(t('imports.error.file'));
    setProblem(null);
    setProgress(0);
    upload.mutate(
      { kind, file, onProgress: setProgress },
      {
        onSuccess: (preview) => filters.update({ id: preview.id }),
        onError: (error) => setProblem(t(uploadRefusalKey(error))),
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <Page title={t('imports.title')}>
      <Paper withBorder p="md" component="section" aria-labelledby="import-file">
        <Stack>
          <Title order={2} size="h4" id="import-file">
            {t('imports.file-title')}
          </Title>
          <LabelledSegments
            id="import-kind"
            label={t('imports.kind')}
            hint={
              <Text size="xs" c="dimmed">
                {t(`imports.kind-hint.${kind}`, kindColumns(kind))}
              </Text>
            }
            value={kind}
            onChange={(value) => setKind(value as ImportKind)}
            data={choices(IMPORT_KINDS, (k) => t(`imports.kinds.${k}`))}
            // Four kinds do not fit side by side on a phone.
            orientation={narrow ? 'vertical' : 'horizontal'}
            w={narrow ? '100%' : 'fit-content'}
          />
          <FileInput
            label={t('imports.file')}
            description={t('imports.file-hint')}
            accept={IMPORT_ACCEPT}
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            clearable
            clearButtonProps={{ 'aria-label': t('imports.clear') }}
            value={file}
            onChange={setFile}
            w={{ base: '100%', sm: 420 }}
          />
          {progress !== null && <Progress value={progress * 100} aria-label={t('imports.uploading')} animated />}
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <Group>
            <Button onClick={send} loading={upload.isPending}>
              {t('imports.preview')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {id &&
        (current.error ? (
          <ErrorNotice titleKey="imports.load-failed" onRetry={() => void current.refetch()} error={current.error} />
        ) : current.data ? (
          <Preview key={`${current.data.id}-${current.data.committedAt ?? ''}-${current.data.undoneAt ?? ''}`} preview={current.data} />
        ) : (
          <Skeleton height={240} />
        ))}
    </Page>
  );
}
