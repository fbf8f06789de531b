import { ActionIcon, Box, Group, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ConfigOption } from '@portal/contracts/configurator';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What every option control gets: the engine's option, the value to show and where a new value goes. */
export type FieldProps = {
  option: ConfigOption;
  value: string;
  onChange: (value: string) => void;
  /** The option's information link, placed where the control leaves room for it. */
  aside: ReactNode;
  /** A rule the answer breaks, in the engine's words, shown under the control. */
  error?: string | undefined;
};

/** The visual required mark; screen readers learn it from aria-required instead. */
export function RequiredMark() {
  return (
    <Text component="span" c="red.7" aria-hidden>
      {' *'}
    </Text>
  );
}

/** An option's information page, in a new tab. */
export function InfoLink({ href, caption }: { href: string; caption: string }) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="subtle"
      size="lg"
      aria-label={t('cpq.info-link', { caption })}
    >
      <IconInfoCircle size={20} aria-hidden />
    </ActionIcon>
  );
}

/** A control with its information link beside it. */
export function FieldRow({
  aside,
  align = 'flex-end',
  children,
}: {
  aside: ReactNode;
  align?: 'flex-end' | 'center';
  children: ReactNode;
}) {
  return (
    <Group align={align} wrap="nowrap" gap="xs">
      <Box style={{ flex: 1, minWidth: 0 }}>{children}</Box>
      {aside}
    </Group>
  );
}
