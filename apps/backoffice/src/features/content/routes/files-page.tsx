import { Anchor, FileButton, Group, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_FILE_KINDS, type StaffContentFile } from '@portal/contracts/staff-content';
import { useLanguage } from '@portal/ui';
import { formatDate } from '@portal/ui/format';
import { ConfirmDialog, ListAction, QueuePage, RowButton, UrlTextFilter, type Notice } from '../../../components/list-page';
import { type PagedColumn } from '../../../components/paged-table';
import { choices } from '../../../lib/labels';
import { useListPage } from '../../../lib/list-page';
import { useContentFileChanges, useStaffContentFiles } from '../api/content-desk';
import { FileForm } from '../components/file-form';
import { UrlFilterSelect, UrlMarketSelect } from '../../../components/url-filter-select';
import { deleteRefusalKey, FILE_FILTERS, fileSize, replaceRefusalKey, whereKeys } from '../content-logic';

/** Media files: the download lists, product images, videos and article pictures, by kind. */
export function FilesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const page = useListPage({ filters: FILE_FILTERS });
  const changes = useContentFileChanges();
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<StaffContentFile | null>(null);
  const [deleting, setDeleting] = useState<StaffContentFile | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const list = useStaffContentFiles(page.query);

  const replace = (file: StaffContentFile, chosen: File | null) => {
    if (!chosen) return;
    setNotice(null);
    changes.replace.mutate(
      { id: file.id, file: chosen, onProgress: () => undefined },
      {
        onSuccess: () => setNotice({ ok: true, text: t('content-desk.files.replaced', { name: file.name }) }),
        onError: (error) => setNotice({ ok: false, text: t(replaceRefusalKey(error)) }),
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
            {r.fileName} · {fileSize(r.sizeBytes, language)}
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
        whereKeys(r)
          .map((key) => t(key))
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
          <RowButton name={t('content-desk.files.edit-for', { name: r.name })} onClick={() => (setNotice(null), setEditing(r))}>
            {t('content-desk.files.edit')}
          </RowButton>
          <FileButton onChange={(chosen) => replace(r, chosen)}>
            {(props) => (
              <RowButton
                {...props}
                name={t('content-desk.files.replace-for', { name: r.name })}
                variant="default"
                loading={changes.replace.isPending && changes.replace.variables?.id === r.id}
              >
                {t('content-desk.files.replace')}
              </RowButton>
            )}
          </FileButton>
          <RowButton name={t('content-desk.files.delete-for', { name: r.name })} danger onClick={() => (setNotice(null), setDeleting(r))}>
            {t('content-desk.files.delete')}
          </RowButton>
        </Group>
      ),
    },
  ];

  return (
    <QueuePage
      views="files"
      title={t('content-desk.files.title')}
      page={page}
      list={list}
      all={t('content-desk.all')}
      action={
        <ListAction icon={IconUpload} onClick={() => (setNotice(null), setUploading(true))}>
          {t('content-desk.files.upload')}
        </ListAction>
      }
      toolbar={
        <>
          <UrlTextFilter label={t('content-desk.search')} width={240} />
          <UrlFilterSelect
            name="kind"
            label={t('content-desk.files.kind')}
            data={choices(CONTENT_FILE_KINDS, (k) => t(`content-desk.kind.${k}`))}
            width={220}
          />
          <UrlMarketSelect label={t('content-desk.column.market')} width={160} />
        </>
      }
      notice={notice}
      columns={columns}
      rowKey={(r) => r.id}
      empty={t('content-desk.files.empty')}
      errorKey="content-desk.files.error"
    >
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
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('content-desk.files.delete-title', { name: deleting?.name ?? '' })}
        text={t('content-desk.files.delete-text')}
        confirmLabel={t('content-desk.files.delete')}
        cancelLabel={t('content-desk.cancel')}
        closeLabel={t('content-desk.close')}
        busy={changes.remove.isPending}
        onConfirm={() =>
          deleting &&
          changes.remove.mutate(deleting.id, {
            onSuccess: () => setNotice({ ok: true, text: t('content-desk.files.deleted', { name: deleting.name }) }),
            onError: (error) => setNotice({ ok: false, text: t(deleteRefusalKey(error)) }),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </QueuePage>
  );
}
