import { useCallback } from 'react';
import { MARKET_CURRENCIES, toMarket } from '@portal/contracts/languages';
import { formatMoney } from '@portal/ui/format';
import { useLanguage } from '@portal/ui';
import { usePortalUser } from './use-portal-user';

/**
 * Money of the signed-in dealer: in the currency its market's price list is in (the server prices
 * in it), written the way the portal's language writes numbers.
 */
export function useCustomerMoney() {
  const user = usePortalUser();
  const language = useLanguage();
  const currency = MARKET_CURRENCIES[toMarket(user?.market)];
  return useCallback((amount: number) => formatMoney(amount, language, currency), [language, currency]);
}
