import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureLanguage } from './i18n';
import { HTML_LANG, LANGUAGES, storeLanguage, type Language } from './languages';

/**
 * The language choice inside a user menu: each language named in itself, the chosen one marked and remembered on
 * this device; `onChoose` also keeps it elsewhere (the back office keeps it with the staff member's account).
 */
export function LanguageMenuGroup({ onChoose }: { onChoose?: (language: Language) => void } = {}) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const choose = (language: Language) => {
    storeLanguage(language);
    void ensureLanguage(i18n, language);
    onChoose?.(language);
  };
  return (
    <div role="group" aria-labelledby={labelId}>
      <Menu.Label id={labelId}>{t('menu.language')}</Menu.Label>
      {LANGUAGES.map((language) => (
        <Menu.Item
          key={language}
          lang={HTML_LANG[language]}
          onClick={() => choose(language)}
          rightSection={i18n.language === language ? <IconCheck size={14} aria-hidden /> : null}
          aria-current={i18n.language === language ? 'true' : undefined}
        >
          {t(`language.${language}`)}
        </Menu.Item>
      ))}
    </div>
  );
}
