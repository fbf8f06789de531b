import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { signOut } from '@portal/ui/auth';
import { ensureLanguage } from '@portal/ui/i18n';
import { HTML_LANG, LANGUAGES, storeLanguage, type Language } from '@portal/ui/languages';
import { useStaffMe } from '../../lib/staff';

/** The staff member's name, the language choice and sign-out. */
export function StaffMenu() {
  const { t, i18n } = useTranslation();
  const languageLabelId = useId();
  const me = useStaffMe().data;
  const name = me ? `${me.firstname} ${me.lastname}` : '';
  const initials = me ? `${me.firstname[0] ?? ''}${me.lastname[0] ?? ''}`.toUpperCase() : '';

  const chooseLanguage = (language: Language) => {
    storeLanguage(language);
    void ensureLanguage(i18n, language);
  };

  return (
    <Menu position="bottom-end" width={240} withinPortal withInitialFocusPlaceholder={false}>
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
        <div role="group" aria-labelledby={languageLabelId}>
          <Menu.Label id={languageLabelId}>{t('menu.language')}</Menu.Label>
          {LANGUAGES.map((language) => (
            <Menu.Item
              key={language}
              lang={HTML_LANG[language]}
              onClick={() => chooseLanguage(language)}
              rightSection={i18n.language === language ? <IconCheck size={14} aria-hidden /> : null}
              aria-current={i18n.language === language ? 'true' : undefined}
            >
              {t(`language.${language}`)}
            </Menu.Item>
          ))}
        </div>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOut()}>
          {t('menu.sign-out')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
