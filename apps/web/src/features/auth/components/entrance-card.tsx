import { Center, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The card of the pages a link opens without signing in (invitation, password reset, e-mail change). */
export function EntranceCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center mih="100vh" p={{ base: 'xs', xs: 'md' }} bg="var(--mantine-color-gray-0)">
      {/* Narrower padding and heading on a phone, so a long word has room. */}
      <Paper component="main" withBorder shadow="sm" p={{ base: 'md', xs: 'xl' }} maw={480} w="100%" className="portal-entrance-card">
        <Stack gap="md">
          <Title order={1} fz={{ base: 26, xs: 34 }}>
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
