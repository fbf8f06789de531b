import { Alert, Button, FileButton, Group, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getQuoteAttachment,
  MAX_QUOTE_ATTACHMENT_BYTES,
  MAX_QUOTE_ATTACHMENTS_PER_UPLOAD,
  QUOTE_ATTACHMENT_TYPES,
  type QuoteDetail,
} from '@portal/contracts/quotes';
import { TableScroller, useErrorDialog, useLanguage } from '@portal/ui';
import { ApiError, fetchFile } from '@portal/ui/auth';
import { formatDate, formatFileSize } from '@portal/ui/format';
import { useFileDownload } from '../../../lib/file-download';
import { useUploadQuoteAttachments } from '../api/quotes';
import { attachableQuote } from '../quotes-logic';

const fetchAttachment = ({ quoteId, id, name }: { quoteId: string; id: string; name: string }) =>
  fetchFile(
    {
      path: getQuoteAttachment.path.replace('{id}', encodeURIComponent(quoteId)).replace('{attachmentId}', encodeURIComponent(id)),
      accept: QUOTE_ATTACHMENT_TYPES.join(', '),
    },
    {},
    name,
  );

/** The project's drawings on the quote: each to download, and more to attach while the quote is asked or answered. */
export function QuoteAttachments({ quote }: { quote: QuoteDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { showError } = useErrorDialog();
  const download = useFileDownload(fetchAttachment);
  const upload = useUploadQuoteAttachments(quote.id);
  const [problem, setProblem] = useState<string | null>(null);

  const attach = (files: File[]) => {
    setProblem(null);
    if (files.length === 0) return;
    if (files.length > MAX_QUOTE_ATTACHMENTS_PER_UPLOAD) return setProblem(t('form.file-error.max-files'));
    if (files.some((f) => f.size >= MAX_QUOTE_ATTACHMENT_BYTES)) return setProblem(t('form.file-error.file-size'));
    upload.mutate(files, {
      onError: (error) => setProblem(error instanceof ApiError && error.key ? t(error.key) : t('quotes.attachments.failed')),
    });
  };

  return (
    <Stack gap="sm">
      {quote.attachments.length === 0 ? (
        <Text c="dimmed">{t('quotes.attachments.none')}</Text>
      ) : (
        <TableScroller minWidth={520} label={t('quotes.attachments.title')}>
          <Table aria-label={t('quotes.attachments.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('quotes.attachments.name')}</Table.Th>
                <Table.Th scope="col">{t('quotes.attachments.size')}</Table.Th>
                <Table.Th scope="col">{t('quotes.attachments.by')}</Table.Th>
                <Table.Th scope="col">{t('quotes.attachments.download')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {quote.attachments.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{a.name}</Table.Td>
                  <Table.Td>{formatFileSize(a.size, language)}</Table.Td>
                  <Table.Td>
                    {a.uploadedBy ?? '—'} · {formatDate(new Date(a.uploadedAt), language)}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      variant="default"
                      size="xs"
                      leftSection={<IconDownload size={14} aria-hidden />}
                      loading={download.isPending && download.variables.id === a.id}
                      onClick={() =>
                        download.mutate(
                          { quoteId: quote.id, id: a.id, name: a.name },
                          { onError: (error) => showError({ textKey: 'quotes.attachments.failed', error }) },
                        )
                      }
                    >
                      {t('quotes.attachments.download-named', { name: a.name })}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroller>
      )}
      {attachableQuote(quote.status) && (
        <Group gap="sm">
          <FileButton multiple accept={QUOTE_ATTACHMENT_TYPES.join(',')} onChange={attach}>
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconPaperclip size={16} aria-hidden />} loading={upload.isPending}>
                {t('quotes.attachments.attach')}
              </Button>
            )}
          </FileButton>
          <Text size="sm" c="dimmed">
            {t('quotes.attachments.help', { count: MAX_QUOTE_ATTACHMENTS_PER_UPLOAD, mb: MAX_QUOTE_ATTACHMENT_BYTES / 1_000_000 })}
          </Text>
        </Group>
      )}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
