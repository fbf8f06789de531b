import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INTEGRATION_SCOPES } from '@portal/contracts/integration-scopes';
import type { CreateIntegrationClientRequest } from '@portal/contracts/staff-integration-clients';
import { FailedNotice, FormActions } from '../../../components/form-parts';
import { clientProblems, clientRequest, emptyClient, type ClientValues } from '../client-logic';

type Props = { onSave: (request: CreateIntegrationClientRequest) => Promise<unknown>; onCancel: () => void };

/** A new integration client: its name, the scopes it may hold and, if wanted, when it stops working. */
export function ClientForm({ onSave, onCancel }: Props) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<string | null>(null);
  const form = useForm<ClientValues>({
    initialValues: emptyClient(),
    validate: (values) => Object.fromEntries(Object.entries(clientProblems(values)).map(([field, key]) => [field, t(key)])),
  });
  const submit = form.onSubmit((values) => {
    setFailed(null);
    onSave(clientRequest(values)).catch(() => setFailed(t('integration.save-failed')));
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <TextInput
          label={t('integration.name')}
          description={t('integration.name-hint')}
          required
          maxLength={100}
          {...form.getInputProps('name')}
        />
        <Checkbox.Group
          label={t('integration.scopes')}
          description={t('integration.scopes-hint')}
          required
          {...form.getInputProps('scopes')}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
            {INTEGRATION_SCOPES.map((scope) => (
              <Checkbox key={scope} value={scope} label={`${scope} – ${t(`integration.scope.${scope}`)}`} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <TextInput
          type="datetime-local"
          label={t('integration.expires')}
          description={t('integration.expires-hint')}
          {...form.getInputProps('expiresAt')}
        />
        <FailedNotice text={failed} />
        <FormActions submit={t('integration.create')} cancel={{ label: t('integration.cancel'), onClick: onCancel }} />
      </Stack>
    </form>
  );
}
