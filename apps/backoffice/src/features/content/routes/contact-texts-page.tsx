import { Button, Paper, SimpleGrid, Skeleton, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxLengthOf } from '@portal/contracts/field-limits';
import { MARKETS, type Market } from '@portal/contracts/languages';
import { ContactTextRequest, type StaffContactText } from '@portal/contracts/staff-content';
import { ErrorNotice, Page } from '@portal/ui';
import { FailedNotice, FormActions, SavedNotice } from '../../../components/form-parts';
import { translated, useSay } from '../../../lib/form-messages';
import { useContactTextChanges, useStaffContactTexts } from '../api/content-desk';
import {
  CONTACT_FIELDS,
  CONTACT_TABS,
  contactHintKey,
  contactProblems,
  contactValues,
  ownTexts,
  sharedTexts,
  type ContactValues,
} from '../content-logic';

function TextsForm({
  market,
  own,
  shared,
}: {
  market: Market | 'all';
  own: StaffContactText | undefined;
  shared: StaffContactText | undefined;
}) {
  const { t } = useTranslation();
  const say = useSay();
  const { save, remove } = useContactTextChanges(market);
  const [saved, setSaved] = useState<string | null>(null);
  const start = own ?? shared;
  const form = useForm<ContactValues>({
    initialValues: contactValues(start),
    validate: (v) => translated(contactProblems(v), say),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) => (setSaved(null), save.mutate(v, { onSuccess: () => setSaved(t('contact-texts.saved')) })))}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {t(contactHintKey(market, own))}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {CONTACT_FIELDS.map(([field, department, kind]) => (
            <TextInput
              key={field}
              label={t('contact-texts.field', {
                department: t(`contact-texts.department.${department}`),
                kind: t(`contact-texts.kind.${kind}`),
              })}
              type={kind === 'email' ? 'email' : 'tel'}
              maxLength={maxLengthOf(ContactTextRequest.shape[field])}
              {...form.getInputProps(field)}
            />
          ))}
        </SimpleGrid>
        <SavedNotice text={saved} />
        <FailedNotice text={(save.isError || remove.isError) && t('contact-texts.failed')} />
        <FormActions submit={t('contact-texts.save')} busy={save.isPending}>
          {market !== 'all' && own && (
            <Button
              variant="default"
              loading={remove.isPending}
              onClick={() => (
                setSaved(null),
                remove.mutate(undefined, {
                  onSuccess: () => {
                    // Every market's texts show again; the form shows them too.
                    form.setValues(contactValues(shared));
                    setSaved(t('contact-texts.removed'));
                  },
                })
              )}
            >
              {t('contact-texts.use-shared')}
            </Button>
          )}
        </FormActions>
      </Stack>
    </form>
  );
}

/** The contact page's department e-mail addresses and phone numbers, for every market or one. */
export function ContactTextsPage() {
  const { t } = useTranslation();
  const texts = useStaffContactTexts();
  const [tab, setTab] = useState<string | null>('all');
  const shared = sharedTexts(texts.data?.items ?? []);
  return (
    <Page title={t('contact-texts.title')}>
      {texts.error ? (
        <ErrorNotice titleKey="contact-texts.error" onRetry={() => void texts.refetch()} error={texts.error} />
      ) : !texts.data ? (
        <Skeleton height={280} />
      ) : (
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {t('contact-texts.heading')}
          </Title>
          <Tabs value={tab} onChange={setTab}>
            <Tabs.List>
              <Tabs.Tab value="all">{t('contact-texts.every-market')}</Tabs.Tab>
              {MARKETS.map((m) => (
                <Tabs.Tab key={m} value={m}>
                  {t(`markets.${m}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {CONTACT_TABS.map((m) => {
              const own = ownTexts(texts.data.items, m);
              return (
                <Tabs.Panel key={m} value={m} pt="md">
                  {tab === m && <TextsForm key={m} market={m} own={own} shared={shared} />}
                </Tabs.Panel>
              );
            })}
          </Tabs>
        </Paper>
      )}
    </Page>
  );
}
