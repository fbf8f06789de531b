import { Alert, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationPreferences } from '@portal/contracts/messages';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';
import { createLatestSaver, NOTIFICATION_CHOICES, type NotificationChoice } from '../notification-choices';

type BoxState = {
  /** What the switches show: the user's latest choice. */
  shown: NotificationPreferences;
  /** What the server holds; a failed save returns the switches to it. */
  saved: NotificationPreferences;
  status: 'idle' | 'saving' | 'saved' | 'failed';
};

/**
 * The e-mails about orders, complaints and invoices the user wants. Each switch saves at once,
 * and the box says when the choice is saved or could not be (then the switch goes back).
 */
export function NotificationsBox({ preferences }: { preferences: NotificationPreferences }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { mutateAsync } = useUpdateNotificationPreferences();
  const [box, setBox] = useState<BoxState>({ shown: preferences, saved: preferences, status: 'idle' });
  const [saver] = useState(() =>
    createLatestSaver(mutateAsync, (event) =>
      setBox((current) =>
        event.kind === 'saving'
          ? { ...current, status: 'saving' }
          : event.kind === 'saved'
            ? { shown: event.value, saved: event.value, status: 'saved' }
            : { ...current, shown: current.saved, status: 'failed' },
      ),
    ),
  );

  const toggle = (name: NotificationChoice, checked: boolean) => {
    const next = { ...box.shown, [name]: checked };
    setBox((current) => ({ ...current, shown: next }));
    void saver.push(next);
  };

  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {t('account.notifications.title')}
        </Title>
        <Text size="sm">{t('account.notifications.intro')}</Text>
        <Stack gap="sm" role="group" aria-labelledby={titleId}>
          {NOTIFICATION_CHOICES.map((choice) => (
            <Switch
              key={choice.name}
              label={t(choice.labelKey)}
              description={t(choice.descriptionKey)}
              checked={box.shown[choice.name]}
              onChange={(event) => toggle(choice.name, event.currentTarget.checked)}
            />
          ))}
        </Stack>
        {box.status === 'failed' && (
          <Alert color="red" role="alert" p="xs">
            {t('account.notifications.failed')}
          </Alert>
        )}
        <Text role="status" size="sm" c={box.status === 'saved' ? 'var(--mantine-color-green-light-color)' : undefined}>
          {box.status === 'saving' ? t('account.notifications.saving') : box.status === 'saved' ? t('account.saved') : ''}
        </Text>
      </Stack>
    </Paper>
  );
}
