import { Button, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getStaffQuoteAttachment, type StaffQuoteDetail } from '@portal/contracts/quotes';
import { TableScroller, useErrorDialog, useLanguage } from '@portal/ui';
import { fetchFile, saveFile } from '@portal/ui/auth';
import { formatDate, formatFileSize } from '@portal/ui/format';

/** The dealer's drawings on a quote, each to download as it was attached. */
export function QuoteAttachmentList({ quote }: { quote: StaffQuoteDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { showError } = useErrorDialog();
  const download = useMutation({
    mutationFn: (a: { id: string; name: string }) =>
      fetchFile(
        {
          path: getStaffQuoteAttachment.path
            .replace('{id}', encodeURIComponent(quote.id))
            .replace('{attachmentId}', encodeURIComponent(a.id)),
          accept: getStaffQuoteAttachment.contentTypes.join(', '),
        },
        {},
        a.name,
      ),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
  if (quote.attachments.length === 0) return <Text c="dimmed">{t('quote-desk.attachments.none')}</Text>;
  return (
    <TableScroller minWidth={520} label={t('quote-desk.attachments.title')}>
      <Table aria-label={t('quote-desk.attachments.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('quote-desk.attachments.name')}</Table.Th>
            <Table.Th scope="col">{t('quote-desk.attachments.size')}</Table.Th>
            <Table.Th scope="col">{t('quote-desk.attachments.by')}</Table.Th>
            <Table.Th scope="col">{t('quote-desk.attachments.download')}</Table.Th>
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
                  onClick={() => download.mutate(a, { onError: (error) => showError({ textKey: 'quote-desk.attachments.failed', error }) })}
                >
                  {t('quote-desk.attachments.download-named', { name: a.name })}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
