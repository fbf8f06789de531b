import { ActionIcon, Box, Group, Progress, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PortalLogo, useScreenHeading } from '@portal/ui';

/**
 * The full-screen configurator's only chrome: its title (focused on arrival, like every
 * screen's) and a close button; a thin bar shows work in progress.
 */
export function CpqTopBar({ title, busy, onClose }: { title: string; busy: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const heading = useScreenHeading(title);
  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      bg="var(--mantine-color-body)"
      style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group h={60} px="md" justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <PortalLogo />
          <Title order={1} size="h3" ref={heading} tabIndex={-1} lineClamp={1} style={{ outline: 'none' }}>
            {title}
          </Title>
        </Group>
        <ActionIcon variant="subtle" color="dark" size="lg" onClick={onClose} aria-label={t('cpq.close')}>
          <IconX aria-hidden />
        </ActionIcon>
      </Group>
      {busy && <Progress value={100} animated size={3} radius={0} pos="absolute" bottom={0} left={0} right={0} aria-hidden />}
    </Box>
  );
}
