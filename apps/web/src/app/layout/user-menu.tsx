import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUser, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PortalClaims } from '@portal/contracts/claims';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { myContactQuery } from '../../features/account/api/get-my-contact';
import { endCart, itemCount, useCart } from '../../lib/cart/cart-store';
import { signOut } from '@portal/ui/auth';
import { useAfterFirstPaint } from '../../lib/after-paint';
import { DealerLanguageMenuGroup } from './language-choice';
import { SignOutWarning } from './sign-out-warning';

export function UserMenu({ user }: { user: PortalClaims }) {
  const { t } = useTranslation();
  const cart = useCart();
  const [warningOpened, warning] = useDisclosure(false);
  // The stored contact wins: the token's names are those of the last sign-in, older than an edit. It is
  // asked for once the screen has painted: the token's names show meanwhile.
  const contact = useQuery({ ...myContactQuery(), enabled: useAfterFirstPaint() }).data;
  const name =
    (contact ? `${contact.firstname} ${contact.lastname}`.trim() : '') ||
    (user.name ?? [user.givenName, user.familyName].filter(Boolean).join(' ') ?? user.email ?? '');
  const initials = name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

  return (
    <>
      <SignOutWarning opened={warningOpened} onClose={warning.close} />
      {/* In the header, not in a portal at the end of the page, so the open menu stays inside the banner landmark. */}
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
