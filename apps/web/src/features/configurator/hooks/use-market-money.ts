import { useTranslation } from 'react-i18next';
import { formatMoney } from '@portal/ui/format';
import { isLanguage } from '@portal/ui/languages';

/** Configurator prices in the currency the server priced them in, written the user's language's way (spec 001 §9). */
export function useMarketMoney(currency: string) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (amount: number) => formatMoney(amount, language, currency);
}
