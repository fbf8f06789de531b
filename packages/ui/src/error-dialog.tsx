import { Button, Group, Modal, Text } from '@mantine/core';
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ErrorDialogOptions = {
  /** A translation key for the text; error.text.generic when none is given. */
  textKey?: string;
  /** An already translated or server-given message, shown instead of the text key. */
  message?: string;
};

type ErrorDialogApi = { showError: (options?: ErrorDialogOptions) => void };

const ErrorDialogContext = createContext<ErrorDialogApi | null>(null);

/** The generic failure dialog of the spec: the oops title, a text and one Close button. */
export function ErrorDialogProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<ErrorDialogOptions | null>(null);
  const showError = useCallback((options: ErrorDialogOptions = {}) => setCurrent(options), []);
  const api = useMemo(() => ({ showError }), [showError]);

  return (
    <ErrorDialogContext value={api}>
      {children}
      <Modal opened={current !== null} onClose={() => setCurrent(null)} title={t('error.title.oops')} centered withCloseButton={false}>
        <Text>{current?.message ?? t(current?.textKey ?? 'error.text.generic')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button onClick={() => setCurrent(null)} data-autofocus>
            {t('error.close')}
          </Button>
        </Group>
      </Modal>
    </ErrorDialogContext>
  );
}

export function useErrorDialog(): ErrorDialogApi {
  const api = use(ErrorDialogContext);
  if (!api) throw new Error('useErrorDialog needs an ErrorDialogProvider');
  return api;
}
