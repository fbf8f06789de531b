import { todayInMarket, toMarket } from '@portal/contracts/languages';

/**
 * The calendar year of "this year's campaign" where the reseller is: on New Year's
 * night a Finnish dealer is already in the new year while UTC is not.
 */
export const campaignYear = (market: string, now: Date): number => Number(todayInMarket(toMarket(market), now).slice(0, 4));
