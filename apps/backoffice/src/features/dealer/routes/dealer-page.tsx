import { Anchor, Badge, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { StaffCustomerDetail } from '@portal/contracts/staff-dealer';
import { ErrorNotice, Page } from '@portal/ui';
import { SavedNotice } from '../../../components/form-parts';
import { staffCustomerQuery, useUpdateCustomer } from '../api/dealers';
import { DealerForm } from '../components/dealer-form';
import { DealerUsers } from '../components/dealer-users';
import { activeColor, dealerRequest, dealerValues, deliveryLine } from '../dealer-logic';

/** One dealer: its details and terms, its delivery addresses and its users. */
export function DealerPage() {
  const { t } = useTranslation();
  const { customerNumber = '' } = useParams();
  const dealer = useQuery(staffCustomerQuery(customerNumber));
  if (dealer.error) {
    return (
      <Page title={t('dealers.detail.title')}>
        <ErrorNotice titleKey="dealers.detail.not-found" />
        <Anchor component={Link} to="/dealers">
          {t('dealers.back')}
        </Anchor>
      </Page>
    );
  }
  if (!dealer.data) {
    return (
      <Page title={t('dealers.detail.title')}>
        <Skeleton height={320} />
      </Page>
    );
  }
  return <DealerDetail dealer={dealer.data} />;
}

function DealerDetail({ dealer }: { dealer: StaffCustomerDetail }) {
  const { t } = useTranslation();
  const update = useUpdateCustomer(dealer.customerNumber);
  const [saved, setSaved] = useState(false);
  return (
    <Page title={t('dealers.detail.heading', { name: dealer.name, customerNumber: dealer.customerNumber })}>
      <Group justify="space-between">
        <Anchor component={Link} to="/dealers">
          {t('dealers.back')}
        </Anchor>
        <Badge variant="light" color={activeColor(dealer.active)}>
          {t(dealer.active ? 'dealers.active' : 'dealers.inactive')}
        </Badge>
      </Group>
      <Paper withBorder p="md" component="section" aria-labelledby="dealer-details">
        <Title order={2} size="h4" id="dealer-details" mb="sm">
          {t('dealers.detail.details')}
        </Title>
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
      </Paper>
      <DealerUsers dealer={dealer} />
      <Paper withBorder p="md" component="section" aria-labelledby="dealer-delivery">
        <Title order={2} size="h4" id="dealer-delivery" mb="sm">
          {t('dealers.detail.delivery')}
        </Title>
        {dealer.deliveryAddresses.length === 0 ? (
          <Text c="dimmed">{t('dealers.detail.no-delivery')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={0}>
            <Table aria-labelledby="dealer-delivery">
              <Table.Tbody>
                {dealer.deliveryAddresses.map((a) => (
                  <Table.Tr key={`${a.name}-${a.line1}-${a.postalCode}`}>
                    <Table.Td>{a.name}</Table.Td>
                    <Table.Td>{deliveryLine(a)}</Table.Td>
                    <Table.Td>{a.primary && <Badge variant="light">{t('dealers.detail.primary')}</Badge>}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Page>
  );
}
