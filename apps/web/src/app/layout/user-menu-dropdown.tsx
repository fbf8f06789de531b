import { Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout, IconUser, IconUsers } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PortalClaims } from '@portal/contracts/claims';
import { signOut } from '@portal/ui/auth';
import { endCart, itemCount, useCart } from '../../lib/cart/cart-store';
import { DealerLanguageMenuGroup } from './language-choice';
import { SignOutWarning } from './sign-out-warning';
import { UserMenuButton } from './user-menu-button';

/**
 * The user menu with its dropdown, in place of the button that stood there while it loaded: opened at once when that
 * button was pressed, and with the focus when it had it.
 */
export function UserMenuWithDropdown({
  user,
  name,
  openAtOnce,
  takeFocus,
}: {
  user: PortalClaims;
  name: string;
  openAtOnce: boolean;
  takeFocus: boolean;
}) {
  const { t } = useTranslation();
  const cart = useCart();
  const [warningOpened, warning] = useDisclosure(false);
  const target = useRef<HTMLButtonElement>(null);
  const focusAtOnce = useRef(takeFocus);
  useEffect(() => {
    if (focusAtOnce.current) target.current?.focus();
  }, []);

  return (
    <>
      <SignOutWarning opened={warningOpened} onClose={warning.close} />
      {/* In the header, not in a portal at the end of the page, so the open menu stays inside the banner landmark. */}
      <Menu position="bottom-end" width={240} withinPortal={false} withInitialFocusPlaceholder={false} defaultOpened={openAtOnce}>
        <Menu.Target>
          <UserMenuButton ref={target} name={name} />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to="/account" leftSection={<IconUser size={16} aria-hidden />}>
            {t('menu.account')}
          </Menu.Item>
          {user.isPortalAdmin && (
            <Menu.Item component={Link} to="/user-admin" leftSection={<IconUsers size={16} aria-hidden />}>
              {t('menu.user-admin')}
            </Menu.Item>
          )}
          <Menu.Divider />
          <DealerLanguageMenuGroup />
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={() => (itemCount(cart) > 0 ? warning.open() : void endCart().then(() => signOut()))}
          >
            {t('menu.sign-out')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
