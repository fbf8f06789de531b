import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, HTML_LANG, LANGUAGES, type Language } from './languages';
import { mergeTexts, type Texts } from './texts';

/** One app's locale files, each loaded when its language is chosen. */
export type LocaleLoaders = Record<Language, () => Promise<{ default: object }>>;

/** The texts of the shared components, which every app's own texts are laid over (withSharedTexts). */
const sharedLoaders: LocaleLoaders = {
  en: () => import('./locales/en.json'),
  sv: () => import('./locales/sv.json'),
  dk: () => import('./locales/dk.json'),
  de: () => import('./locales/de.json'),
  no: () => import('./locales/no.json'),
  fi: () => import('./locales/fi.json'),
};

/**
 * An app's texts over the shared components' texts, each language's two files loaded together. An app whose build
 * writes the shared texts into its own files (the dealer portal's, see its vite-texts.ts) gives its loaders as they are.
 */
export function withSharedTexts(own: LocaleLoaders): LocaleLoaders {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      async () => {
        const [shared, app] = await Promise.all([sharedLoaders[language](), own[language]()]);
        return { default: mergeTexts(shared.default as Texts, app.default as Texts) };
      },
    ]),
  ) as LocaleLoaders;
}

// One app runs on a page, so its loaders are kept here: react-i18next may hand components
// another object than the instance created below, so the instance cannot be the key.
let appLoaders: LocaleLoaders | null = null;
// An app may split its texts: the rest (`later`) loads once its later screens are wanted (loadLaterTexts),
// for the language shown then and for every language chosen after.
let laterLoaders: LocaleLoaders | null = null;
let laterWanted = false;
let ready: Promise<I18n> | null = null;
const laterLoading = new Map<Language, Promise<void>>();

function addLaterTexts(i18n: I18n, language: Language): Promise<void> {
  if (!laterLoaders) return Promise.resolve();
  let loading = laterLoading.get(language);
  if (!loading) {
    loading = laterLoaders[language]().then(
      (texts) => {
        i18n.addResourceBundle(language, 'translation', texts.default, true, true);
      },
      (error: unknown) => {
        // Asked for again by the next screen that wants them.
        laterLoading.delete(language);
        throw error;
      },
    );
    laterLoading.set(language, loading);
  }
  return loading;
}

/** The later screens' texts in the language shown (and, from now on, in every language chosen). */
export async function loadLaterTexts(): Promise<void> {
  laterWanted = true;
  const i18n = await ready;
  if (i18n) await addLaterTexts(i18n, i18n.language as Language);
}

/** A call that takes a translation key and its values, as the logic modules receive `t`. */
export type Translate = { (key: string): string; (key: string, options: Record<string, unknown>): string };

export async function ensureLanguage(i18n: I18n, language: Language) {
  if (!i18n.hasResourceBundle(language, 'translation') && appLoaders) {
    const texts = await appLoaders[language]();
    i18n.addResourceBundle(language, 'translation', texts.default, true, true);
  }
  // A failure shows on the later screen that asks for them again (loadLaterTexts), not here.
  if (laterWanted) await addLaterTexts(i18n, language).catch(() => undefined);
  // First the page's language, which calls send as Accept-Language, so what re-renders asks in it.
  document.documentElement.lang = HTML_LANG[language];
  await i18n.changeLanguage(language);
}

/**
 * The page's translations in its first language: the app's (`loaders`, which hold the shared components' texts too:
 * see withSharedTexts); an app that splits its texts gives the rest as `later`, which loads with loadLaterTexts.
 */
export function createI18n(loaders: LocaleLoaders, initial: Language = DEFAULT_LANGUAGE, later?: LocaleLoaders): Promise<I18n> {
  appLoaders = loaders;
  laterLoaders = later ?? null;
  laterWanted = false;
  laterLoading.clear();
  ready = (async () => {
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
  })();
  return ready;
}
