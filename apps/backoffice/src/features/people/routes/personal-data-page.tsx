import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { StaffCustomerDetail } from '@portal/contracts/staff-dealer';
import { ErrorNotice, Page } from '@portal/ui';
import { FactRow, FactTable, PageLink, RecordPage, Section } from '../../../components/record-page';
import { dealerQuery, downloadPersonalData, useErasePerson } from '../api/people';

/** One dealer user's personal data: export it as a file, or erase the person (back-office admins). */
export function PersonalDataPage() {
  const { t } = useTranslation();
  const { customerNumber = '', contactId = '' } = useParams();
  const dealer = useQuery(dealerQuery(customerNumber));
  const back = <PageLink to={`/dealers/${encodeURIComponent(customerNumber)}`}>{t('people.back')}</PageLink>;
  return (
    <RecordPage query={dealer} title={t('people.title')} notFoundKey="people.not-found" back={back} height={320}>
      {(d) => <PersonalData dealer={d} contactId={contactId} back={back} />}
    </RecordPage>
  );
}

function PersonalData({ dealer, contactId, back }: { dealer: StaffCustomerDetail; contactId: string; back: ReactNode }) {
  const { t } = useTranslation();
  const user = dealer.userList.find((u) => u.contactId === contactId);
  const erase = useErasePerson(dealer.customerNumber, contactId);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const [erasedAs, setErasedAs] = useState<string | null>(null);

  if (!user) {
    return (
      <Page title={t('people.title')}>
        <Alert color="red" variant="light" role="alert">
          {t('people.not-found')}
        </Alert>
        {back}
      </Page>
    );
  }
  const name = `${user.firstName} ${user.lastName}`.trim();
  const matches = typed.trim().toLowerCase() === user.email.toLowerCase();

  return (
    <Page title={t('people.heading', { name })}>
      {back}
      {erasedAs && (
        <Alert color="green" variant="light" role="status">
          {t('people.erased', { name: erasedAs })}
        </Alert>
      )}
      <Section id="person-facts" title={t('people.person')}>
        <FactTable>
          <FactRow label={t('people.name')} value={name} />
          <FactRow label={t('people.email')} value={user.email} />
          <FactRow label={t('people.dealer')} value={`${dealer.name} (${dealer.customerNumber})`} />
        </FactTable>
      </Section>
      <Section id="person-export" title={t('people.export.title')}>
        <Stack gap="sm">
          <Text>{t('people.export.text')}</Text>
          {exportError !== null && <ErrorNotice titleKey="people.export.failed" error={exportError} />}
          <Group>
            <Button
              loading={exporting}
              onClick={() => {
                setExporting(true);
                setExportError(null);
                downloadPersonalData(dealer.customerNumber, contactId)
                  .catch(setExportError)
                  .finally(() => setExporting(false));
              }}
            >
              {t('people.export.button')}
            </Button>
          </Group>
        </Stack>
      </Section>
      <Section id="person-erase" title={t('people.erase.title')}>
        <Stack gap="sm">
          <Text>{t('people.erase.text')}</Text>
          <Group>
            <Button
              color="red"
              variant="light"
              disabled={erasedAs !== null}
              onClick={() => (setTyped(''), erase.reset(), setConfirming(true))}
            >
              {t('people.erase.button')}
            </Button>
          </Group>
        </Stack>
      </Section>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('people.erase.confirm-title', { name })}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!matches) return;
            erase.mutate(typed, {
              onSuccess: (answer) => {
                setConfirming(false);
                setErasedAs(answer.name);
              },
            });
          }}
        >
          <Stack>
            <Alert color="red" variant="light">
              {t('people.erase.warning')}
            </Alert>
            <TextInput
              label={t('people.erase.type-email', { email: user.email })}
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              autoComplete="off"
              data-autofocus
            />
            {erase.error && <ErrorNotice titleKey="people.erase.failed" error={erase.error} />}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)}>
                {t('people.erase.cancel')}
              </Button>
              <Button type="submit" color="red" disabled={!matches} loading={erase.isPending}>
                {t('people.erase.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Page>
  );
}
