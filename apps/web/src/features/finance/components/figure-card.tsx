import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { asLanguage, change, formatPercentChange } from '../finance-logic';

type FigureCardProps = {
  label: string;
  value: string;
  /** The same figure for the same period last year, already formatted. */
  compareText: string;
  current: number;
  previous: number;
  children?: ReactNode;
};

/** One figure of this year with last year's beside it and the change in words, not colour alone. */
export function FigureCard({ label, value, compareText, current, previous, children }: FigureCardProps) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const delta = change(current, previous);
  const text =
    delta.direction === 'new'
      ? t('finance.change.new')
      : delta.direction === 'same'
        ? t('finance.change.same')
        : t(`finance.change.${delta.direction}`, { percent: formatPercentChange(delta.percent, language) });
  const Icon = delta.direction === 'up' ? IconArrowUpRight : delta.direction === 'down' ? IconArrowDownRight : IconMinus;
  // Darker than green.9, which falls short of 4.5:1 on white.
  const colour = delta.direction === 'up' ? 'teal.9' : delta.direction === 'down' ? 'red.9' : 'dimmed';

  return (
    <Paper withBorder p="md" radius="md" h="100%" role="group" aria-label={label}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed" fw={500}>
          {label}
        </Text>
        {/* A figure, not a paragraph: a large bold paragraph reads to assistive checks as a heading in disguise. */}
        <Text component="div" fz={28} fw={700} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {value}
        </Text>
        <Group gap={4} wrap="nowrap" c={colour}>
          <Icon size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" c={colour} fw={500}>
            {text}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {compareText}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
