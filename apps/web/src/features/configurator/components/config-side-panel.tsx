import { Box, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { ConfigureResponse } from '@portal/contracts/configurator';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isBlockingMessage, standingMessages } from '../configurator-logic';
import { useMarketMoney } from '../hooks/use-market-money';

/** Beside the options: the engine's picture, the chosen details, what still holds, and the price excluding VAT. */
export function ConfigSidePanel({ answer, busy }: { answer: ConfigureResponse; busy: boolean }) {
  const { t } = useTranslation();
  const money = useMarketMoney(answer.Currency);
  const headingId = useId();
  const notes = standingMessages(answer.Messages);
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId} style={{ position: 'sticky', top: 76 }}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {t('cpq.details.title')}
        </Title>
        {answer.ImageUrl && (
          <Image src={answer.ImageUrl} alt={t('cpq.details.image-alt')} mah={280} fit="contain" bg="gray.0" radius="sm" p="xs" />
        )}
        {answer.Details.length > 0 && (
          <Stack component="dl" gap={6} m={0}>
            {answer.Details.map((detail, index) => (
              <Group key={`${detail.Caption}-${index}`} justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                <Text component="dt" size="sm" c="dimmed">
                  {detail.Caption}
                </Text>
                <Text component="dd" size="sm" m={0} ta="right" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {detail.Value}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
        {notes.length > 0 && (
          <Stack gap={6}>
            <Title order={3} size="h6">
              {t('cpq.notes-title')}
            </Title>
            <Stack component="ul" gap={4} m={0} pl="md">
              {notes.map((note, index) => (
                <Text component="li" size="sm" key={`${note.Type}-${index}`} c={isBlockingMessage(note) ? 'red.9' : undefined}>
                  {note.Value}
                </Text>
              ))}
            </Stack>
          </Stack>
        )}
        <Box component="dl" m={0} pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <Group justify="space-between" align="baseline" wrap="nowrap">
            <Text component="dt" fw={600}>
              {t('cpq.price.label')}
            </Text>
            <Box component="dd" m={0} ta="right" style={{ opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}>
              <Text component="span" fw={700} size="xl" data-testid="cpq-price">
                {money(answer.ConfiguredPrice)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('cpq.price.excl-vat')}
              </Text>
            </Box>
          </Group>
        </Box>
      </Stack>
    </Paper>
  );
}
