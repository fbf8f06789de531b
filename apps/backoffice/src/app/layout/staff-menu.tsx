import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LanguageMenuGroup } from '@portal/ui';
import { signOut } from '@portal/ui/auth';
import { useStaffMe } from '../../lib/staff';

/** The staff member's name, the language choice and sign-out. */
export function StaffMenu() {
  const { t } = useTranslation();
  const me = useStaffMe().data;
  const name = me ? `${me.firstname} ${me.lastname}` : '';
  const initials = me ? `${me.firstname[0] ?? ''}${me.lastname[0] ?? ''}`.toUpperCase() : '';

  // In the header, not in a portal at the end of the page, so the open menu stays inside the banner landmark.
  return (
    <Menu position="bottom-end" width={240} withinPortal={false} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton aria-label={t('header.user-menu', { name })} p={4}>
          <Group gap={6} wrap="nowrap">
            <Avatar size={32} color="ember" radius="xl" aria-hidden>
              {initials}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm">
              {name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <LanguageMenuGroup />
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOut()}>
          {t('menu.sign-out')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
