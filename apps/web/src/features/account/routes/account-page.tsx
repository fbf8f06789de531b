import { Paper, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice, Page } from '@portal/ui';
import { useContactInfo } from '../api/get-contact-info';
import { useMyContact } from '../api/get-my-contact';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { usePostalAddress } from '../api/get-postal-address';
import { useVisitingAddress } from '../api/get-visiting-address';
import { AddressBox, BoxFrame } from '../components/address-box';
import { CompanyContactBox } from '../components/company-contact-box';
import { NotificationsBox } from '../components/notifications-box';
import { UserDetailsBox } from '../components/user-details-box';

/** A box whose load failed keeps its place and title and offers a retry. */
function Loaded<T>({ query, titleKey, children }: { query: UseQueryResult<T>; titleKey: string; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  if (query.data !== undefined) return children(query.data);
  return (
    <BoxFrame titleId={titleId} title={t(titleKey)}>
      <ErrorNotice titleKey="account.load-error" onRetry={() => void query.refetch()} error={query.error} />
    </BoxFrame>
  );
}

function AccountSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <VisuallyHidden role="status">{t('account.loading')}</VisuallyHidden>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" aria-hidden>
        {[5, 3, 3, 4, 4].map((rows, i) => (
          <Paper key={i} withBorder radius="md" p="lg">
            <Stack gap="sm">
              <Skeleton h={24} w="45%" />
              {Array.from({ length: rows }, (_, r) => (
                <Skeleton key={r} h={36} />
              ))}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </>
  );
}

/** The four boxes of spec 000 §2 and the e-mail notifications; one skeleton until every load has finished. */
export function AccountPage() {
  const { t } = useTranslation();
  const contact = useMyContact();
  const postal = usePostalAddress();
  const visiting = useVisitingAddress();
  const info = useContactInfo();
  const notifications = useNotificationPreferences();
  // Pending means no answer yet; a failed load has finished and shows in its own box.
  const loading = [contact, postal, visiting, info, notifications].some((q) => q.isPending);

  return (
    <Page title={t('account.title')}>
      {loading ? (
        <AccountSkeleton />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Loaded query={contact} titleKey="account.user.title">
            {(data) => <UserDetailsBox contact={data} />}
          </Loaded>
          <Loaded query={postal} titleKey="account.postal.title">
            {(data) => (
              <AddressBox
                titleKey="account.postal.title"
                address={{ line1: data.address1_line1, postalcode: data.address1_postalcode, city: data.address1_city }}
              />
            )}
          </Loaded>
          <Loaded query={visiting} titleKey="account.visiting.title">
            {(data) => (
              <AddressBox
                titleKey="account.visiting.title"
                address={{ line1: data.address2_line1, postalcode: data.address2_postalcode, city: data.address2_city }}
              />
            )}
          </Loaded>
          <Loaded query={info} titleKey="account.company.title">
            {(data) => <CompanyContactBox info={data} />}
          </Loaded>
          <Loaded query={notifications} titleKey="account.notifications.title">
            {(data) => <NotificationsBox preferences={data} />}
          </Loaded>
        </SimpleGrid>
      )}
    </Page>
  );
}
