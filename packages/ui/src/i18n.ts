import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, HTML_LANG, LANGUAGES, type Language } from './languages';

/** One app's locale files, each loaded when its language is chosen. */
export type LocaleLoaders = Record<Language, () => Promise<{ default: object }>>;

/** The texts of the shared components; every app's own bundle is laid over them. */
const uiLoaders: LocaleLoaders = {
  en: () => import('./locales/en.json'),
  sv: () => import('./locales/sv.json'),
  dk: () => import('./locales/dk.json'),
  de: () => import('./locales/de.json'),
  no: () => import('./locales/no.json'),
  fi: () => import('./locales/fi.json'),
};

// One app runs on a page, so its loaders are kept here: react-i18next may hand components
// another object than the instance created below, so the instance cannot be the key.
let appLoaders: LocaleLoaders | null = null;

/** A call that takes a translation key and its values, as the logic modules receive `t`. */
export type Translate = { (key: string): string; (key: string, options: Record<string, unknown>): string };

export async function ensureLanguage(i18n: I18n, language: Language) {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    const [shared, own] = await Promise.all([
      uiLoaders[language](),
      appLoaders ? appLoaders[language]() : Promise.resolve({ default: {} }),
    ]);
    i18n.addResourceBundle(language, 'translation', shared.default, true, true);
    i18n.addResourceBundle(language, 'translation', own.default, true, true);
  }
  // First the page's language, which calls send as Accept-Language, so what re-renders asks in it.
  document.documentElement.lang = HTML_LANG[language];
  await i18n.changeLanguage(language);
}

export async function createI18n(loaders: LocaleLoaders, initial: Language = DEFAULT_LANGUAGE): Promise<I18n> {
  const instance = i18next.createInstance();
  appLoaders = loaders;
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
