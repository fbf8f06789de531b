import { withSharedTexts } from '@portal/ui/i18n';

/** The back office's texts; each language loads when chosen, over the shared components' texts. */
export const backofficeLocales = withSharedTexts({
  en: () => import('../locales/en.json'),
  sv: () => import('../locales/sv.json'),
  dk: () => import('../locales/dk.json'),
  de: () => import('../locales/de.json'),
  no: () => import('../locales/no.json'),
  fi: () => import('../locales/fi.json'),
});
