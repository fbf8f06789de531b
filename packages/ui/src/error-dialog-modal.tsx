import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ErrorDialogOptions } from './error-dialog';
import { RequestReference } from './request-reference';
import { explainedErrorKey } from './auth/api-client';

/** The generic failure dialog of the spec: the oops title, a text, the failed request's id when there is one, and one Close button. */
export function ErrorDialog({ current, onClose }: { current: ErrorDialogOptions | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={current !== null} onClose={onClose} title={t('error.title.oops')} centered withCloseButton={false}>
      <Text>
        {/* A refusal the API explains (a read-only view) says so rather than the screen's generic text. */}
        {current?.message ?? t(explainedErrorKey(current?.error) ?? current?.textKey ?? 'error.text.generic')}
      </Text>
      <RequestReference error={current?.error} />
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          {t('error.close')}
        </Button>
      </Group>
    </Modal>
  );
}
