import { Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { StaffCustomerDetail } from '@portal/contracts/staff-dealer';
import { Page } from '@portal/ui';
import { SavedNotice } from '../../../components/form-parts';
import { PageLink, RecordPage, Section } from '../../../components/record-page';
import { staffCustomerQuery, useUpdateCustomer } from '../api/dealers';
import { DealerForm } from '../components/dealer-form';
import { DealerUsers } from '../components/dealer-users';
import { activeColor, dealerRequest, dealerValues, deliveryLine } from '../dealer-logic';

/** One dealer: its details and terms, its delivery addresses and its users. */
export function DealerPage() {
  const { t } = useTranslation();
  const { customerNumber = '' } = useParams();
  const dealer = useQuery(staffCustomerQuery(customerNumber));
  return (
    <RecordPage
      query={dealer}
      title={t('dealers.detail.title')}
      notFoundKey="dealers.detail.not-found"
      back={<PageLink to="/dealers">{t('dealers.back')}</PageLink>}
      height={320}
    >
      {(d) => <DealerDetail dealer={d} />}
    </RecordPage>
  );
}

function DealerDetail({ dealer }: { dealer: StaffCustomerDetail }) {
  const { t } = useTranslation();
  const update = useUpdateCustomer(dealer.customerNumber);
  const [saved, setSaved] = useState(false);
  return (
    <Page title={t('dealers.detail.heading', { name: dealer.name, customerNumber: dealer.customerNumber })}>
      <Group justify="space-between">
        <PageLink to="/dealers">{t('dealers.back')}</PageLink>
        <Badge variant="light" color={activeColor(dealer.active)}>
          {t(dealer.active ? 'dealers.active' : 'dealers.inactive')}
        </Badge>
      </Group>
      <Section id="dealer-details" title={t('dealers.detail.details')}>
        <Stack>
          <SavedNotice text={saved && t('dealers.detail.saved')} />
          <DealerForm
            // A fresh form when the dealer as saved comes back.
            key={JSON.stringify(dealerValues(dealer))}
            initial={dealerValues(dealer)}
            isNew={false}
            saving={update.isPending}
            onSave={(values) => {
              setSaved(false);
              return update.mutateAsync(dealerRequest(values)).then(() => setSaved(true));
            }}
          />
        </Stack>
      </Section>
      <DealerUsers dealer={dealer} />
      <Section id="dealer-delivery" title={t('dealers.detail.delivery')}>
        {dealer.deliveryAddresses.length === 0 ? (
          <Text c="dimmed">{t('dealers.detail.no-delivery')}</Text>
        ) : (
          // A list, not a table: an address is a name and a line, with no columns to compare.
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby="dealer-delivery">
            {dealer.deliveryAddresses.map((a) => (
              <Group component="li" key={`${a.name}-${a.line1}-${a.postalCode}`} gap="sm" wrap="wrap">
                <Text fw={500}>{a.name}</Text>
                <Text>{deliveryLine(a)}</Text>
                {a.primary && <Badge variant="light">{t('dealers.detail.primary')}</Badge>}
              </Group>
            ))}
          </Stack>
        )}
      </Section>
    </Page>
  );
}
