import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { isLanguage } from '../../../lib/languages';
import { usePortalUser } from '../../auth/use-portal-user';
import { currencyForMarket } from '../cpq-logic';

/** Configurator prices are in the market's currency, written the user's language's way (spec 001 §9). */
export function useMarketMoney() {
  const { i18n } = useTranslation();
  const user = usePortalUser();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const currency = currencyForMarket(user?.market);
  return (amount: number) => formatMoney(amount, language, currency);
}
