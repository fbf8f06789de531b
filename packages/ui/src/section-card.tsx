import { Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type Props = {
  /** The heading's id, which the section and any table inside it are labelled by. */
  headingId: string;
  title: string;
  /** Where the whole list lives, shown beside the heading. */
  link?: { to: string; label: string };
  children: ReactNode;
};

/** A titled block of a page, like those on home: heading, an optional "all …" link, content. */
export function SectionCard({ headingId, title, link, children }: Props) {
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Title order={2} size="h3" id={headingId}>
            {title}
          </Title>
          {link && (
            <Anchor component={Link} to={link.to}>
              {link.label}
              <IconArrowRight size={14} aria-hidden style={{ marginInlineStart: 4, verticalAlign: 'middle' }} />
            </Anchor>
          )}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
