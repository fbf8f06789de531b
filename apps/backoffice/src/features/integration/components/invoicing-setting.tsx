import { Alert, Paper, Stack, Switch, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, ListNotice, type Notice } from '../../../components/list-page';
import { useInvoicingSettings, useSetInvoicingSettings } from '../api/invoicing';

/**
 * Who makes the invoices (ADR 0083): the portal on delivery, or the manufacturer's ERP through the
 * integration API. Either way round changes what dealers are billed, so it asks again before it changes.
 */
export function InvoicingSetting() {
  const { t } = useTranslation();
  const settings = useInvoicingSettings();
  const save = useSetInvoicingSettings();
  const [asking, setAsking] = useState<boolean | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const change = () => {
    if (asking === null) return;
    const invoicesFromErp = asking;
    save.mutate(
      { invoicesFromErp },
      {
        onSuccess: () => (
          setAsking(null),
          setNotice({ ok: true, text: t(invoicesFromErp ? 'integration.invoicing.saved-on' : 'integration.invoicing.saved-off') })
        ),
        onError: () => (setAsking(null), setNotice({ ok: false, text: t('integration.invoicing.failed') })),
      },
    );
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="invoicing-setting">
      <Stack gap="sm">
        <Title order={2} size="h4" id="invoicing-setting">
          {t('integration.invoicing.title')}
        </Title>
        {settings.isError ? (
          <Alert color="red">{t('integration.invoicing.load-error')}</Alert>
        ) : (
          <Switch
            label={t('integration.invoicing.label')}
            description={t('integration.invoicing.description')}
            checked={settings.data?.invoicesFromErp ?? false}
            disabled={!settings.data || save.isPending}
            aria-busy={settings.isPending}
            onChange={(event) => (setNotice(null), setAsking(event.currentTarget.checked))}
          />
        )}
        <ListNotice notice={notice} />
      </Stack>
      <ConfirmDialog
        opened={asking !== null}
        title={t(asking ? 'integration.invoicing.confirm-on-title' : 'integration.invoicing.confirm-off-title')}
        text={t(asking ? 'integration.invoicing.confirm-on' : 'integration.invoicing.confirm-off')}
        confirmLabel={t('integration.invoicing.confirm')}
        cancelLabel={t('integration.invoicing.cancel')}
        closeLabel={t('integration.invoicing.close')}
        busy={save.isPending}
        onConfirm={change}
        onClose={() => setAsking(null)}
      />
    </Paper>
  );
}
