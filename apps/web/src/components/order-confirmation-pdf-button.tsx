import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorDialog, useLanguage } from '@portal/ui';
import { useDownloadOrderConfirmationPdf } from '../api/get-order-confirmation-pdf';

type OrderConfirmationPdfButtonProps = { orderNumber: string; variant?: ButtonProps['variant']; size?: ButtonProps['size'] };

/**
 * Downloads the confirmation of an order as a PDF in the language the user reads (the checkout's
 * confirmation and the order lists' detail offer it); a failure shows the error dialog.
 * Its accessible name is its visible text.
 */
export function OrderConfirmationPdfButton({ orderNumber, variant = 'default', size }: OrderConfirmationPdfButtonProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { showError } = useErrorDialog();
  const pdf = useDownloadOrderConfirmationPdf();
  const download = () =>
    pdf.mutate({ orderNumber, lang: language }, { onError: (error) => showError({ textKey: 'orders.pdf.failed', error }) });
  return (
    <Button
      leftSection={<IconDownload size={16} aria-hidden />}
      variant={variant}
      {...(size ? { size } : {})}
      onClick={download}
      loading={pdf.isPending}
    >
      {t('orders.pdf.download')}
    </Button>
  );
}
