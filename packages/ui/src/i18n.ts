import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, HTML_LANG, LANGUAGES, type Language } from './languages';
// Each language loads when chosen; every file holds every key (a unit test checks).
const loaders: Record<Language, () => Promise<{ default: object }>> = {
  en: () => import('../locales/en.json'),
  sv: () => import('../locales/sv.json'),
  dk: () => import('../locales/dk.json'),
  de: () => import('../locales/de.json'),
  no: () => import('../locales/no.json'),
  fi: () => import('../locales/fi.json'),
};

export async function ensureLanguage(i18n: I18n, language: Language) {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    const bundle = await loaders[language]();
    i18n.addResourceBundle(language, 'translation', bundle.default, true, true);
  }
  await i18n.changeLanguage(language);
  document.documentElement.lang = HTML_LANG[language];
}

export async function createI18n(initial: Language = DEFAULT_LANGUAGE): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    resources: {},
    lng: initial,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await ensureLanguage(instance, initial);
  return instance;
}
