import { Anchor, Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEALER_ACTIVITY_KINDS, type DealerActivityItem, type DealerActivityKind } from '@portal/contracts/staff-dealer';
import { ErrorNotice, useLanguage } from '@portal/ui';
import { formatMoney } from '@portal/ui/format';
import { LOCALE_TAG } from '@portal/ui/languages';
import { NoteForm } from '../../../components/note-form';
import { SavedNotice } from '../../../components/form-parts';
import { Section } from '../../../components/record-page';
import { useAddDealerNote, useDealerActivity } from '../api/dealers';
import { activityLink, activityStatusKey, noteProblems } from '../dealer-logic';

const KIND_COLOR: Record<DealerActivityKind, string> = {
  order: 'blue',
  complaint: 'orange',
  invoice: 'teal',
  'sign-in': 'gray',
  'view-as': 'red',
  mail: 'grape',
  note: 'yellow',
};

/**
 * A dealer's activity, newest first: its orders, complaints, invoices, its users' sign-ins, staff's views of the portal
 * as its users, the e-mails the portal
 * sent it and staff's notes about it, a kind at a time if wanted, older ones on request; and a note added to it.
 */
export function DealerActivity({ customerNumber, currency }: { customerNumber: string; currency: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [kind, setKind] = useState<DealerActivityKind | null>(null);
  const activity = useDealerActivity(customerNumber, kind);
  const addNote = useAddDealerNote(customerNumber);
  const [added, setAdded] = useState(false);
  const time = new Intl.DateTimeFormat(LOCALE_TAG[language], { dateStyle: 'medium', timeStyle: 'short' });
  const items = activity.data?.pages.flatMap((p) => p.items) ?? [];

  const line = (item: DealerActivityItem) => {
    const title =
      item.kind === 'mail' && item.title === null
        ? t('dealers.activity.item.mail-no-subject')
        : t(`dealers.activity.item.${item.kind === 'invoice' && item.status === 'credit-note' ? 'credit-note' : item.kind}`, {
            title: item.title ?? '',
          });
    const link = activityLink(item);
    const status = activityStatusKey(item);
    return (
      <Stack
        gap={2}
        component="li"
        key={`${item.kind}:${item.id}`}
        py="xs"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color={KIND_COLOR[item.kind]}>
            {t(`dealers.activity.kind.${item.kind}`)}
          </Badge>
          <Text size="sm" c="dimmed" component="time" dateTime={item.at}>
            {time.format(new Date(item.at))}
          </Text>
          {status && (
            <Text size="sm" c="dimmed">
              {t(status)}
            </Text>
          )}
          {item.amount !== null && (
            <Text size="sm" fw={600}>
              {formatMoney(item.amount, language, item.currency ?? currency)}
            </Text>
          )}
        </Group>
        {link ? (
          <Anchor component={Link} to={link} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Anchor>
        ) : (
          <Text style={{ overflowWrap: 'anywhere', whiteSpace: item.kind === 'note' ? 'pre-wrap' : undefined }}>{title}</Text>
        )}
        {item.by && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t(item.kind === 'mail' ? 'dealers.activity.to' : 'dealers.activity.by', { name: item.by })}
          </Text>
        )}
      </Stack>
    );
  };

  return (
    <Section id="dealer-activity" title={t('dealers.activity.title')}>
      <Stack>
        <Text size="sm">{t('dealers.activity.intro')}</Text>
        <SavedNotice text={added && t('dealers.activity.note.added')} />
        <NoteForm
          label={t('dealers.activity.note.label')}
          description={t('dealers.activity.note.hint')}
          submitLabel={t('dealers.activity.note.add')}
          busy={addNote.isPending}
          problems={noteProblems}
          onSubmit={(text) => {
            setAdded(false);
            return addNote.mutateAsync(text).then(() => setAdded(true));
          }}
        />
        <Select
          label={t('dealers.activity.filter')}
          data={[
            { value: '', label: t('dealers.activity.kind.all') },
            ...DEALER_ACTIVITY_KINDS.map((k) => ({ value: k, label: t(`dealers.activity.kind.${k}`) })),
          ]}
          value={kind ?? ''}
          onChange={(value) => setKind(value ? (value as DealerActivityKind) : null)}
          allowDeselect={false}
          maw={280}
        />
        {activity.isError && (
          <ErrorNotice titleKey="dealers.activity.error" error={activity.error} onRetry={() => void activity.refetch()} />
        )}
        {activity.isPending && (
          <Text size="sm" c="dimmed" role="status">
            {t('dealers.activity.loading')}
          </Text>
        )}
        {activity.isSuccess && items.length === 0 && <Text c="dimmed">{t('dealers.activity.empty')}</Text>}
        {items.length > 0 && (
          <Stack component="ol" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('dealers.activity.title')}>
            {items.map(line)}
          </Stack>
        )}
        {activity.hasNextPage && (
          <Group>
            <Button variant="default" loading={activity.isFetchingNextPage} onClick={() => void activity.fetchNextPage()}>
              {t('dealers.activity.older')}
            </Button>
          </Group>
        )}
      </Stack>
    </Section>
  );
}
