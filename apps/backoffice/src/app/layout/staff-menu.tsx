import { Menu } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LanguageMenuGroup, UserButton } from '@portal/ui';
import { signOut } from '@portal/ui/auth';
import { useAccountLanguage, useStaffMe } from '../../lib/staff';

/** The staff member's name, the language choice and sign-out. */
export function StaffMenu() {
  const { t } = useTranslation();
  const me = useStaffMe().data;
  const language = useAccountLanguage();
  const name = me ? `${me.firstname} ${me.lastname}` : '';

  // In the header, not in a portal at the end of the page, so the open menu stays inside the banner landmark.
  return (
    <Menu position="bottom-end" width={240} withinPortal={false} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UserButton name={name} label={t('header.user-menu', { name })} />
      </Menu.Target>
      <Menu.Dropdown>
        <LanguageMenuGroup onChoose={language.keep} />
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOut()}>
          {t('menu.sign-out')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
