import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { UserButton } from '@portal/ui';

/** The header's user button, named by the user menu's label; the menu's target once it has loaded. */
export function UserMenuButton({ name, ...rest }: { name: string } & Omit<ComponentProps<typeof UserButton>, 'label'>) {
  const { t } = useTranslation();
  return <UserButton name={name} label={t('header.user-menu', { name })} {...rest} />;
}
