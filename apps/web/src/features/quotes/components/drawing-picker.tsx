import { ActionIcon, Alert, Button, FileButton, Group, List, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_QUOTE_ATTACHMENT_BYTES, MAX_QUOTE_ATTACHMENTS, QUOTE_ATTACHMENT_TYPES } from '@portal/contracts/quotes';
import { useLanguage } from '@portal/ui';
import { formatFileSize } from '@portal/ui/format';
import { pickDrawings, type DrawingRefusal } from '../quotes-logic';

/** The drawings chosen on the request form: each to remove again, and the files not taken named with the reason. */
export function DrawingPicker({ files, onChange, disabled }: { files: File[]; onChange: (files: File[]) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [refused, setRefused] = useState<DrawingRefusal[]>([]);
  const pick = (picked: File[]) => {
    const { taken, refused } = pickDrawings(files, picked);
    setRefused(refused);
    onChange(taken);
  };
  return (
    <Stack gap="xs">
      <Text fw={500} id="quote-drawings-label">
        {t('quotes.request.drawings')}
      </Text>
      <Group gap="sm">
        <FileButton multiple accept={QUOTE_ATTACHMENT_TYPES.join(',')} onChange={pick} disabled={disabled}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconPaperclip size={16} aria-hidden />} disabled={disabled}>
              {t('quotes.request.choose-drawings')}
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed">
          {t('quotes.request.drawings-help', { max: MAX_QUOTE_ATTACHMENTS, mb: MAX_QUOTE_ATTACHMENT_BYTES / 1_000_000 })}
        </Text>
      </Group>
      {files.length > 0 && (
        <List listStyleType="none" spacing={4} aria-labelledby="quote-drawings-label">
          {files.map((file, i) => (
            <List.Item key={`${file.name}-${i}`}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {file.name} · {formatFileSize(file.size, language)}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="md"
                  disabled={disabled}
                  aria-label={t('quotes.request.remove-drawing', { name: file.name })}
                  onClick={() => onChange(files.filter((_, j) => j !== i))}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {refused.length > 0 && (
        <Alert color="red" role="alert" title={t('quotes.request.drawings-refused')}>
          <List size="sm">
            {refused.map((r, i) => (
              <List.Item key={`${r.name}-${i}`}>
                {t(`quotes.request.refused.${r.reason}`, {
                  name: r.name,
                  max: MAX_QUOTE_ATTACHMENTS,
                  mb: MAX_QUOTE_ATTACHMENT_BYTES / 1_000_000,
                })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
