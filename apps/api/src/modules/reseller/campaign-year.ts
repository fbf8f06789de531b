const TIME_ZONE: Record<string, string> = {
  se: 'Europe/Stockholm',
  no: 'Europe/Oslo',
  dk: 'Europe/Copenhagen',
  de: 'Europe/Berlin',
  fi: 'Europe/Helsinki',
};

/**
 * The calendar year of "this year's campaign" where the reseller is: on New Year's
 * night a Finnish dealer is already in the new year while UTC is not.
 */
export function campaignYear(market: string, now: Date): number {
  const year = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE[market] ?? TIME_ZONE['se'], year: 'numeric' }).format(now);
  return Number(year);
}
