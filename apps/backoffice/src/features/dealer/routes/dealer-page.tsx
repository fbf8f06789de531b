import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { getStaffInvoices, getStaffOrders } from '@portal/contracts/staff-order';
import { getStaffComplaints } from '@portal/contracts/staff-complaint';
import { getInsightSales } from '@portal/contracts/insight';
import { updateStaffCustomer, type StaffCustomerDetail } from '@portal/contracts/staff-dealer';
import { Page } from '@portal/ui';
import { SavedNotice } from '../../../components/form-parts';
import { PageLink, RecordPage, Section } from '../../../components/record-page';
import { listLink } from '../../../lib/list-links';
import { mayUse, useStaffMe } from '../../../lib/staff';
import { staffCustomerQuery, useUpdateCustomer } from '../api/dealers';
import { DealerActivity } from '../components/dealer-activity';
import { DealerCredit } from '../components/dealer-credit';
import { DealerForm } from '../components/dealer-form';
import { DealerUsers } from '../components/dealer-users';
import { activeColor, dealerRequest, dealerValues } from '../dealer-logic';

/** One dealer: its details and terms, its delivery addresses, its credit, its users and its activity. */
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
  const roles = useStaffMe().data?.roles;
  // Customer service reads the dealer on the phone; only sales administration changes it (the API refuses the rest).
  const readOnly = !mayUse(roles, updateStaffCustomer.staffRoles ?? []);
  const search = encodeURIComponent(dealer.customerNumber);
  const records = [
    { to: `/orders?search=${search}`, key: 'dealers.detail.orders', roles: getStaffOrders.staffRoles ?? [] },
    { to: `/complaints?search=${search}`, key: 'dealers.detail.complaints', roles: getStaffComplaints.staffRoles ?? [] },
    { to: `/invoices?search=${search}`, key: 'dealers.detail.invoices', roles: getStaffInvoices.staffRoles ?? [] },
    {
      to: listLink('/insight/sales', { customerNumber: dealer.customerNumber }),
      key: 'dealers.detail.sales-figures',
      roles: getInsightSales.staffRoles ?? [],
    },
  ].filter((r) => mayUse(roles, r.roles));
  return (
    <Page title={t('dealers.detail.heading', { name: dealer.name, customerNumber: dealer.customerNumber })}>
      <Group justify="space-between">
        <PageLink to="/dealers">{t('dealers.back')}</PageLink>
        <Group gap="xs">
          {dealer.orderBlocked && (
            <Badge variant="light" color="red">
              {t('dealers.detail.order-blocked')}
            </Badge>
          )}
          <Badge variant="light" color={activeColor(dealer.active)}>
            {t(dealer.active ? 'dealers.active' : 'dealers.inactive')}
          </Badge>
        </Group>
      </Group>
      {readOnly && (
        <Alert color="blue" variant="light">
          {t('dealers.detail.read-only')}
        </Alert>
      )}
      <Section id="dealer-overview" title={t('dealers.detail.overview')}>
        <Stack gap="xs">
          <Text>
            {t('dealers.column.sales-rep')}: {dealer.salesRep ?? t('dealers.form.none')}
          </Text>
          {dealer.orderBlocked && (
            <Text c="red.8">
              {t('dealers.form.order-block-reason')}: {dealer.orderBlockReason}
            </Text>
          )}
          {records.length > 0 && (
            <Group component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('dealers.detail.records')}>
              {records.map((r) => (
                <li key={r.key}>
                  <PageLink to={r.to}>{t(r.key)}</PageLink>
                </li>
              ))}
            </Group>
          )}
        </Stack>
      </Section>
      <Section id="dealer-details" title={t('dealers.detail.details')}>
        <Stack>
          <SavedNotice text={saved && t('dealers.detail.saved')} />
          <DealerForm
            // A fresh form when the dealer as saved comes back.
            key={JSON.stringify(dealerValues(dealer))}
            initial={dealerValues(dealer)}
            isNew={false}
            readOnly={readOnly}
            saving={update.isPending}
            onSave={(values) => {
              setSaved(false);
              return update.mutateAsync(dealerRequest(values)).then(() => setSaved(true));
            }}
          />
        </Stack>
      </Section>
      <DealerCredit dealer={dealer} />
      <DealerUsers dealer={dealer} readOnly={readOnly} />
      <DealerActivity customerNumber={dealer.customerNumber} currency={dealer.currency} />
    </Page>
  );
}
