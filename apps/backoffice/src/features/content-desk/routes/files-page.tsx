import { Alert, Anchor, Button, FileButton, Group, Modal, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isMarket, MARKETS } from '@portal/contracts/languages';
import { CONTENT_FILE_KINDS, type ContentFileKind, type StaffContentFile } from '@portal/contracts/staff-content';
import { Page, useLanguage } from '@portal/ui';
import { ApiError } from '@portal/ui/auth';
import { formatDate, formatQuantity } from '@portal/ui/format';
import { type PagedColumn } from '../../../components/paged-table';
import { QueueTable } from '../../../components/queue-table';
import { useUrlFilters } from '../../../lib/url-filters';
import { useContentFileChanges, useStaffContentFiles } from '../api/content-desk';
import { FileForm } from '../components/file-form';
import { UrlFilterSelect } from '../../../components/url-filter-select';

const isKind = (value: string | null): value is ContentFileKind => (CONTENT_FILE_KINDS as readonly (string | null)[]).includes(value);
const size = (bytes: number, language: ReturnType<typeof useLanguage>) =>
  bytes >= 1024 * 1024
    ? `${formatQuantity(Math.round((bytes / 1024 / 1024) * 10) / 10, language)} MB`
    : `${formatQuantity(Math.ceil(bytes / 1024), language)} kB`;

/** Media files: the download lists, product images, videos and article pictures, by kind. */
export function FilesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const filters = useUrlFilters();
  const kind = filters.get('kind');
  const market = filters.get('market');
  const search = filters.get('search') ?? '';
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const changes = useContentFileChanges();
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<StaffContentFile | null>(null);
  const [deleting, setDeleting] = useState<StaffContentFile | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const list = useStaffContentFiles({
    ...(isKind(kind) ? { kind } : {}),
    ...(isMarket(market) ? { market } : {}),
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
    page: filters.page,
    pageSize: filters.pageSize,
  });

  const replace = (file: StaffContentFile, chosen: File | null) => {
    if (!chosen) return;
    setNotice(null);
    changes.replace.mutate(
      { id: file.id, file: chosen, onProgress: () => undefined },
      {
        onSuccess: () => setNotice({ ok: true, text: t('content-desk.files.replaced', { name: file.name }) }),
        onError: (error) =>
          setNotice({ ok: false, text: t(error instanceof ApiError && error.key ? error.key : 'content-desk.files.failed') }),
      },
    );
  };

  const columns: PagedColumn<StaffContentFile>[] = [
    {
      key: 'name',
      card: 'title',
      header: t('content-desk.files.name'),
      cell: (r) => (
        <Stack gap={0}>
          <Anchor href={r.url} target="_blank" rel="noopener noreferrer">
            {r.name}
            <VisuallyHidden> {t('content-desk.new-tab')}</VisuallyHidden>
          </Anchor>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {r.fileName} · {size(r.sizeBytes, language)}
          </Text>
        </Stack>
      ),
    },
    { key: 'kind', card: 'detail', header: t('content-desk.files.kind'), cell: (r) => t(`content-desk.kind.${r.kind}`) },
    { key: 'folder', card: 'detail', secondary: true, header: t('content-desk.files.folder'), cell: (r) => r.folder ?? '–' },
    {
      key: 'where',
      card: 'detail',
      header: t('content-desk.files.where'),
      cell: (r) =>
        [r.market ? t(`markets.${r.market}`) : t('content-desk.every-market'), r.language ? t(`content-desk.language.${r.language}`) : null]
          .filter(Boolean)
          .join(' · '),
    },
    {
      key: 'created',
      card: 'meta',
      header: t('content-desk.files.created'),
      nowrap: true,
      cell: (r) => formatDate(new Date(r.createdAt), language),
    },
    {
      key: 'actions',
      card: 'detail',
      header: t('content-desk.files.actions'),
      nowrap: true,
      cell: (r) => (
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => (setNotice(null), setEditing(r))}
            aria-label={t('content-desk.files.edit-for', { name: r.name })}
          >
            {t('content-desk.files.edit')}
          </Button>
          <FileButton onChange={(chosen) => replace(r, chosen)}>
            {(props) => (
              <Button
                {...props}
                size="compact-sm"
                variant="default"
                loading={changes.replace.isPending && changes.replace.variables?.id === r.id}
                aria-label={t('content-desk.files.replace-for', { name: r.name })}
              >
                {t('content-desk.files.replace')}
              </Button>
            )}
          </FileButton>
          <Button
            size="compact-sm"
            variant="default"
            color="red"
            onClick={() => (setNotice(null), setDeleting(r))}
            aria-label={t('content-desk.files.delete-for', { name: r.name })}
          >
            {t('content-desk.files.delete')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Page title={t('content-desk.files.title')}>
      <Group justify="space-between" align="end" wrap="wrap" gap="sm">
        <Group align="end" wrap="wrap" gap="sm">
          <TextInput
            label={t('content-desk.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => filters.update({ search: e.currentTarget.value })}
            w={{ base: '100%', sm: 240 }}
          />
          <UrlFilterSelect
            filters={filters}
            name="kind"
            label={t('content-desk.files.kind')}
            all={t('content-desk.all')}
            data={CONTENT_FILE_KINDS.map((k) => ({ value: k, label: t(`content-desk.kind.${k}`) }))}
            width={220}
          />
          <UrlFilterSelect
            filters={filters}
            name="market"
            label={t('content-desk.column.market')}
            all={t('content-desk.all')}
            data={MARKETS.map((m) => ({ value: m, label: t(`markets.${m}`) }))}
            width={160}
          />
        </Group>
        <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => (setNotice(null), setUploading(true))}>
          {t('content-desk.files.upload')}
        </Button>
      </Group>
      <div role="status">
        {notice?.ok && (
          <Alert color="green" variant="light">
            {notice.text}
          </Alert>
        )}
      </div>
      {notice && !notice.ok && (
        <Alert color="red" variant="light" role="alert">
          {notice.text}
        </Alert>
      )}
      <QueueTable
        query={list}
        filters={filters}
        label={t('content-desk.files.title')}
        columns={columns}
        rowKey={(r) => r.id}
        empty={t('content-desk.files.empty')}
        errorKey="content-desk.files.error"
      />

      <Modal
        opened={uploading}
        onClose={() => setUploading(false)}
        title={t('content-desk.files.upload')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('content-desk.close') }}
      >
        <FileForm
          onCancel={() => setUploading(false)}
          onSave={(fields, file, onProgress) =>
            changes.upload.mutateAsync({ fields, file: file!, onProgress }).then((stored) => {
              setUploading(false);
              setNotice({ ok: true, text: t('content-desk.files.uploaded', { name: stored.name }) });
            })
          }
        />
      </Modal>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t('content-desk.files.edit-title', { name: editing?.name ?? '' })}
        size="lg"
        closeButtonProps={{ 'aria-label': t('content-desk.close') }}
      >
        {editing && (
          <FileForm
            file={editing}
            onCancel={() => setEditing(null)}
            onSave={(fields) =>
              changes.update.mutateAsync({ id: editing.id, fields }).then((stored) => {
                setEditing(null);
                setNotice({ ok: true, text: t('content-desk.files.saved', { name: stored.name }) });
              })
            }
          />
        )}
      </Modal>
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('content-desk.files.delete-title', { name: deleting?.name ?? '' })}
        closeButtonProps={{ 'aria-label': t('content-desk.close') }}
      >
        <Stack>
          <Text>{t('content-desk.files.delete-text')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('content-desk.cancel')}
            </Button>
            <Button
              color="red"
              loading={changes.remove.isPending}
              onClick={() =>
                deleting &&
                changes.remove.mutate(deleting.id, {
                  onSuccess: () => setNotice({ ok: true, text: t('content-desk.files.deleted', { name: deleting.name }) }),
                  onError: (error) =>
                    setNotice({
                      ok: false,
                      text: t(
                        error instanceof ApiError && error.code === 'FILE_IN_USE'
                          ? 'content-desk.files.in-use'
                          : 'content-desk.files.failed',
                      ),
                    }),
                  onSettled: () => setDeleting(null),
                })
              }
            >
              {t('content-desk.files.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Page>
  );
}
