import type { LocaleLoaders } from '@portal/ui/i18n';

// Each language's file in two parts, split at build time (vite-texts.ts, by lib/first-screen-texts.ts): the first
// screens' texts load with the entry, the rest with the later screens. Unsplit (in the unit tests) both are the whole file.

/** The first screens' texts of the dealer portal; each language loads when chosen, over the shared components' texts. */
export const webLocales: LocaleLoaders = {
  en: () => import('../locales/en.json?first'),
  sv: () => import('../locales/sv.json?first'),
  dk: () => import('../locales/dk.json?first'),
  de: () => import('../locales/de.json?first'),
  no: () => import('../locales/no.json?first'),
  fi: () => import('../locales/fi.json?first'),
};

/** The rest of the dealer portal's texts, loaded with the later screens (lib/later-screens.ts). */
export const webLaterLocales: LocaleLoaders = {
  en: () => import('../locales/en.json?later'),
  sv: () => import('../locales/sv.json?later'),
  dk: () => import('../locales/dk.json?later'),
  de: () => import('../locales/de.json?later'),
  no: () => import('../locales/no.json?later'),
  fi: () => import('../locales/fi.json?later'),
};
