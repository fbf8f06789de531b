import { Button, Group, Paper, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { LookupComplaintOrderResponse } from '@portal/contracts/complaint';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '@portal/ui';
import { ApiError } from '@portal/ui/auth';
import { useLookupComplaintOrder } from '../api/lookup-complaint-order';
import { notFoundError, validateSearchId, type FieldError } from '../new-complaint-logic';

type Props = {
  initialValue: string;
  /** When coming back to this step (cancel, another complaint), the field takes the focus. */
  focusOnMount: boolean;
  onFound: (order: LookupComplaintOrderResponse, searchId: string) => void;
};

/** Step 1: an order number or a serial number, checked as spec 000 §5 says before the lookup. */
export function ComplaintSearchStep({ initialValue, focusOnMount, onFound }: Props) {
  const { t } = useTranslation();
  const { showError } = useErrorDialog();
  const lookup = useLookupComplaintOrder();
  const [text, setText] = useState(initialValue);
  const [error, setError] = useState<FieldError | null>(null);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusOnMount) field.current?.focus();
  }, [focusOnMount]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (lookup.isPending) return;
    const invalid = validateSearchId(text);
    setError(invalid);
    if (invalid) {
      field.current?.focus();
      return;
    }
    const searchId = text.trim();
    try {
      const order = await lookup.mutateAsync(searchId);
      if (!order.OrderNumber || order.Lines.length === 0) {
        setError(notFoundError(searchId));
        field.current?.focus();
        return;
      }
      onFound(order, searchId);
    } catch (failure) {
      if (failure instanceof ApiError && (failure.status === 404 || (failure.status === 400 && failure.key))) {
        setError(failure.status === 404 ? notFoundError(searchId) : { key: failure.key! });
        field.current?.focus();
      } else {
        showError({ error: failure });
      }
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="complaint-search-title" maw={640}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="complaint-search-title">
            {t('complaints.search.title')}
          </Title>
          <Text>{t('complaints.search.intro')}</Text>
          <TextInput
            ref={field}
            id="complaint-search-id"
            label={t('complaints.search.label')}
            description={t('complaints.search.description')}
            inputMode="numeric"
            autoComplete="off"
            required
            maxLength={20}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setError(null);
            }}
            error={error ? t(error.key, error.values ?? {}) : undefined}
            maw={360}
          />
          <Group>
            <Button type="submit" loading={lookup.isPending} leftSection={<IconSearch size={16} aria-hidden />}>
              {t('complaints.search.button')}
            </Button>
          </Group>
          <VisuallyHidden role="status">{lookup.isPending ? t('complaints.search.searching') : ''}</VisuallyHidden>
        </Stack>
      </form>
    </Paper>
  );
}
