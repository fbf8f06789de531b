import { Button, Group } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getStaffInvoicePdf, getStaffOrderConfirmationPdf, type StaffOrderDetail } from '@portal/contracts/staff-order';
import { fetchFile, saveFile } from '@portal/ui/auth';
import { FailedNotice } from '../../../components/form-parts';

/** The PDFs the dealer has of the order (its confirmation, its invoices), in the dealer's market's language. */
export function OrderDocuments({ order }: { order: StaffOrderDetail }) {
  const { t } = useTranslation();
  const documents = [
    {
      id: 'confirmation',
      label: t('order-desk.documents.confirmation'),
      path: getStaffOrderConfirmationPdf.path.replace('{orderNumber}', encodeURIComponent(order.orderNumber)),
      query: {},
      name: `order-${order.orderNumber}.pdf`,
    },
    ...order.invoices.map((invoice) => ({
      id: invoice.invoiceNumber,
      label: t('order-desk.documents.invoice', { number: invoice.invoiceNumber }),
      path: getStaffInvoicePdf.path,
      query: { invoiceNumber: invoice.invoiceNumber },
      name: `invoice-${invoice.invoiceNumber}.pdf`,
    })),
  ];
  const run = useMutation({
    mutationFn: (d: (typeof documents)[number]) => fetchFile({ path: d.path, accept: 'application/pdf' }, d.query, d.name),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
  return (
    <Group gap="xs">
      {documents.map((d) => (
        <Button
          key={d.id}
          variant="default"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={run.isPending && run.variables.id === d.id}
          onClick={() => run.mutate(d)}
        >
          {d.label}
        </Button>
      ))}
      <FailedNotice text={run.isError && t('order-desk.documents.failed')} />
    </Group>
  );
}
