import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getQuotePdf } from '@portal/contracts/quotes';
import { useErrorDialog, useLanguage } from '@portal/ui';
import { fetchFile, useFileDownload } from '../../../lib/file-download';

const fetchQuotePdf = (query: { id: string; number: string; lang: string }) =>
  fetchFile(getQuotePdf, { id: query.id, lang: query.lang }, `quote-${query.number}.pdf`);

/** Downloads a sent quote as a PDF in the language the user reads; a failure shows the error dialog. */
export function QuotePdfButton({ id, number }: { id: string; number: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { showError } = useErrorDialog();
  const pdf = useFileDownload(fetchQuotePdf);
  return (
    <Button
      leftSection={<IconDownload size={16} aria-hidden />}
      variant="default"
      loading={pdf.isPending}
      onClick={() => pdf.mutate({ id, number, lang: language }, { onError: (error) => showError({ textKey: 'quotes.pdf.failed', error }) })}
    >
      {t('quotes.pdf.download')}
    </Button>
  );
}
