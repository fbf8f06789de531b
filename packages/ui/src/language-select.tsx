import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ensureLanguage } from './i18n';
import { HTML_LANG, isLanguage, LANGUAGES, storeLanguage, type Language } from './languages';

/**
 * The language choice of the screens before sign-in (the login screen, the sign-in page): a
 * labelled select, each language named in itself. The choice switches the texts and `<html lang>`
 * at once and is remembered, so it also wins over the market's language after sign-in.
 */
export function LanguageSelect({
  onChosen,
  ...props
}: Omit<NativeSelectProps, 'value' | 'onChange' | 'data'> & { onChosen?: (language: Language) => void }) {
  const { t, i18n } = useTranslation();
  const choose = (language: Language) => {
    storeLanguage(language);
    void ensureLanguage(i18n, language);
    onChosen?.(language);
  };
  return (
    <NativeSelect
      label={t('menu.language')}
      leftSection={<IconLanguage size={16} aria-hidden />}
      {...props}
      value={i18n.language}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (isLanguage(value)) choose(value);
      }}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={HTML_LANG[language]}>
          {t(`language.${language}`)}
        </option>
      ))}
    </NativeSelect>
  );
}
