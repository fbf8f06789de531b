import { Center, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The card of the pages a link opens without signing in (invitation, password reset, e-mail change). */
export function EntranceCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper component="main" withBorder shadow="sm" p="xl" maw={480} w="100%">
        <Stack gap="md">
          <Title order={1}>{title}</Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
