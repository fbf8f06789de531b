import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MessageGroup, MessageKind } from '../configurator-logic';
import { useStickyValue } from '../hooks/use-sticky-value';

const TITLE_KEYS: Record<MessageKind, string> = {
  error: 'error.title.oops',
  'bad-value': 'cpq.messages.bad-value',
  information: 'cpq.messages.information',
};

/**
 * The engine's messages after an answer (spec 001 §4, §8), titled by the most serious kind;
 * further kinds follow under their own headings. Okay closes it and focus goes back.
 */
export function MessagesDialog({ groups, onClose }: { groups: readonly MessageGroup[]; onClose: () => void }) {
  const { t } = useTranslation();
  const shown = useStickyValue(groups.length > 0 ? groups : null) ?? [];
  const first = shown[0];
  return (
    <Modal opened={groups.length > 0} onClose={onClose} title={first ? t(TITLE_KEYS[first.kind]) : ''} centered withCloseButton={false}>
      <Stack gap="md">
        {shown.map((group, index) => (
          <Stack key={group.kind} gap={4} data-testid={`cpq-messages-${group.kind}`}>
            {index > 0 && (
              <Title order={3} size="h5">
                {t(TITLE_KEYS[group.kind])}
              </Title>
            )}
            {group.kind === 'error' && <Text>{t('error.text.generic')}</Text>}
            {group.texts.map((text, i) => (
              <Text key={i}>{text}</Text>
            ))}
          </Stack>
        ))}
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('cpq.messages.okay')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
