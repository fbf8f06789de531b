import { Button, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchFile, saveFile } from './auth';
import { useErrorDialog } from './error-dialog';
import { formatDate, formatFileSize } from './format';
import { TableScroller } from './table-scroller';
import { useLanguage } from './use-language';

/** A file attached to a record, as both apps list it. */
export type AttachedFile = { id: string; name: string; size: number; uploadedBy: string | null; uploadedAt: string };

/**
 * Attached files (a quote's drawings, say): name, size, who attached each and when, each with a download. The
 * dealer portal and the back office differ only in the file's address and their texts of the list and its failure.
 */
export function AttachmentTable({
  files,
  label,
  noneText,
  failedKey,
  path,
  accept,
}: {
  files: readonly AttachedFile[];
  /** The table's accessible name. */
  label: string;
  noneText: string;
  /** The text key of a failed download, in the app's texts. */
  failedKey: string;
  /** The file's address. */
  path: (file: AttachedFile) => string;
  /** The types the download accepts. */
  accept: readonly string[];
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { showError } = useErrorDialog();
  const [pending, setPending] = useState<string | null>(null);
  const download = async (file: AttachedFile) => {
    setPending(file.id);
    try {
      const { blob, fileName } = await fetchFile({ path: path(file), accept: accept.join(', ') }, {}, file.name);
      saveFile(blob, fileName);
    } catch (error) {
      showError({ textKey: failedKey, error });
    } finally {
      setPending(null);
    }
  };
  if (files.length === 0) return <Text c="dimmed">{noneText}</Text>;
  return (
    <TableScroller minWidth={520} label={label}>
      <Table aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('attachments.name')}</Table.Th>
            <Table.Th scope="col">{t('attachments.size')}</Table.Th>
            <Table.Th scope="col">{t('attachments.by')}</Table.Th>
            <Table.Th scope="col">{t('attachments.download')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((file) => (
            <Table.Tr key={file.id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{file.name}</Table.Td>
              <Table.Td>{formatFileSize(file.size, language)}</Table.Td>
              <Table.Td>
                {file.uploadedBy ?? '—'} · {formatDate(new Date(file.uploadedAt), language)}
              </Table.Td>
              <Table.Td>
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconDownload size={14} aria-hidden />}
                  loading={pending === file.id}
                  onClick={() => void download(file)}
                >
                  {t('attachments.download-named', { name: file.name })}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
