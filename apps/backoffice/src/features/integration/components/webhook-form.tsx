import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INTEGRATION_EVENT_TYPES } from '@portal/contracts/integration-events';
import type { CreateWebhookRequest, WebhookEndpoint } from '@portal/contracts/integration-webhooks';
import { FailedNotice, FormActions } from '../../../components/form-parts';
import { emptyWebhook, refusedUrlKey, webhookProblems, type WebhookValues } from '../webhook-logic';

type Props = {
  endpoint?: WebhookEndpoint;
  onSave: (request: CreateWebhookRequest) => Promise<unknown>;
  onCancel: () => void;
};

/** A webhook endpoint's address, the event types it receives and a description. */
export function WebhookForm({ endpoint, onSave, onCancel }: Props) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<string | null>(null);
  const form = useForm<WebhookValues>({
    initialValues: endpoint ? { url: endpoint.url, description: endpoint.description, events: [...endpoint.events] } : emptyWebhook(),
    validate: (values) => Object.fromEntries(Object.entries(webhookProblems(values)).map(([field, key]) => [field, t(key)])),
  });

  const submit = form.onSubmit((values) => {
    setFailed(null);
    onSave({
      url: values.url.trim(),
      description: values.description.trim(),
      events: values.events as CreateWebhookRequest['events'],
    }).catch((error: unknown) => {
      const urlKey = refusedUrlKey(error);
      if (urlKey) form.setFieldError('url', t(urlKey));
      else setFailed(t('webhooks.save-failed'));
    });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <TextInput
          label={t('webhooks.url')}
          description={t('webhooks.url-hint')}
          type="url"
          required
          maxLength={2000}
          placeholder="https://erp.example.com/webhooks/portal"
          {...form.getInputProps('url')}
        />
        <TextInput label={t('webhooks.description')} maxLength={500} {...form.getInputProps('description')} />
        <Checkbox.Group label={t('webhooks.events')} description={t('webhooks.events-hint')} required {...form.getInputProps('events')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
            {INTEGRATION_EVENT_TYPES.map((type) => (
              <Checkbox key={type} value={type} label={type} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <FailedNotice text={failed} />
        <FormActions
          submit={t(endpoint ? 'webhooks.save' : 'webhooks.create')}
          cancel={{ label: t('webhooks.cancel'), onClick: onCancel }}
        />
      </Stack>
    </form>
  );
}
