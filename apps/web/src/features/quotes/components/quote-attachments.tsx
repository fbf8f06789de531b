import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getQuoteAttachment,
  MAX_QUOTE_ATTACHMENT_BYTES,
  MAX_QUOTE_ATTACHMENTS_PER_UPLOAD,
  QUOTE_ATTACHMENT_TYPES,
  type QuoteDetail,
} from '@portal/contracts/quotes';
import { AttachmentTable } from '@portal/ui';
import { ApiError } from '@portal/ui/auth';
import { useUploadQuoteAttachments } from '../api/quotes';
import { attachableQuote } from '../quotes-logic';

/** The project's drawings on the quote: each to download, and more to attach while the quote is asked or answered. */
export function QuoteAttachments({ quote }: { quote: QuoteDetail }) {
  const { t } = useTranslation();
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
      <AttachmentTable
        files={quote.attachments}
        label={t('quotes.attachments.title')}
        noneText={t('quotes.attachments.none')}
        failedKey="quotes.attachments.failed"
        accept={QUOTE_ATTACHMENT_TYPES}
        path={(a) =>
          getQuoteAttachment.path.replace('{id}', encodeURIComponent(quote.id)).replace('{attachmentId}', encodeURIComponent(a.id))
        }
      />
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
