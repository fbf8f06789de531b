import { Alert, Button, Grid, Group, Image, Stack, Title } from '@mantine/core';
import { IconAlertTriangle, IconFileInvoice, IconShoppingCartPlus } from '@tabler/icons-react';
import type { CompleteConfigurationResponse } from '@portal/contracts/configurator';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isStoveAndChimney, isSuccess, summaryRows } from '../configurator-summary';
import { SummaryTable } from './summary-table';

type Props = {
  summary: CompleteConfigurationResponse;
  image: string;
  onAddToCart: () => void;
  /** Starts a new offer to an end customer from the configured product. */
  onMakeOffer: () => void;
  onCancel: () => void;
  onBack: () => void;
};

/**
 * The finished configuration (spec 001 §4, §8, §9): its articles and total, or why it could
 * not be completed. A successful one may go to the cart; Cancel goes back to the categories.
 */
export function ConfigSummary({ summary, image, onAddToCart, onMakeOffer, onCancel, onBack }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const success = isSuccess(summary);
  const title = isStoveAndChimney(summary.ConfigItems) ? t('cpq.summary.stove-and-chimney-title') : t('cpq.summary.title');

  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, []);

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          <Title order={2} id={headingId} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
            {title}
          </Title>
          {success ? (
            <SummaryTable
              rows={summaryRows(summary.ConfigItems)}
              total={summary.ConfiguredPrice}
              currency={summary.Currency}
              labelledBy={headingId}
            />
          ) : (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('error.title.oops')} role="alert">
              {t('cpq.summary.config-error', { status: summary.Status, error: summary.Error?.trim() || '–' })}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              {t('cpq.summary.cancel')}
            </Button>
            {success ? (
              <>
                <Button variant="default" leftSection={<IconFileInvoice size={18} aria-hidden />} onClick={onMakeOffer}>
                  {t('cpq.summary.make-offer')}
                </Button>
                <Button leftSection={<IconShoppingCartPlus size={18} aria-hidden />} onClick={onAddToCart}>
                  {t('cpq.summary.add-to-cart')}
                </Button>
              </>
            ) : (
              <Button variant="light" onClick={onBack}>
                {t('cpq.summary.back')}
              </Button>
            )}
          </Group>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Image src={image} alt={title} mah={320} fit="contain" bg="gray.0" radius="md" p="md" />
      </Grid.Col>
    </Grid>
  );
}
