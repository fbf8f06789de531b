import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef, Ref } from 'react';

/** Up to two initials of a name, for the avatar. */
export const initialsOf = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/**
 * The header's button of the signed-in person (the user menu's target in both apps): initials, the name from sm on,
 * a chevron. `label` names it (it contains the name it shows).
 */
export function UserButton({
  name,
  label,
  ref,
  ...rest
}: { name: string; label: string; ref?: Ref<HTMLButtonElement> } & Omit<ComponentPropsWithoutRef<'button'>, 'aria-label'>) {
  return (
    <UnstyledButton ref={ref} aria-label={label} p={4} {...rest}>
      <Group gap={6} wrap="nowrap">
        <Avatar size={32} color="ember" radius="xl" aria-hidden>
          {/* Drawn by the style sheet, not as text: the label names the person in full, and the initials, were they
              text, would be visible words missing from it (WCAG 2.5.3, label in name). */}
          <span className="portal-initials" data-initials={initialsOf(name)} />
        </Avatar>
        <Text size="sm" fw={500} visibleFrom="sm">
          {name}
        </Text>
        <IconChevronDown size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}
