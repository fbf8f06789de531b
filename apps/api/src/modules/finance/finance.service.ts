import type { CreditPosition, GetTotalRevenueByBrandResponse, GetTotalRevenueYTDResponse } from '@portal/contracts';
import type { Principal } from '../../platform/auth/access.js';
import { notFound } from '../../platform/errors.js';
import { today } from '../../platform/calendar/delivery-calendar.js';
import { monthByMonth, salesPeriod, yearToDate } from './finance-figures.js';
import type { CreditStandingSource } from './finance-credit.js';
import type { FinanceRepository } from './finance.repository.js';

export type FinanceServiceDeps = { finance: FinanceRepository; credit: CreditStandingSource; now: () => Date };

/** Sales figures of the caller's own customer, in its currency; the route allows Portal Admins only. */
export function createFinanceService(deps: FinanceServiceDeps) {
  const { finance } = deps;
  // The customer's today: at 00:30 in Helsinki the new year has begun there.
  const period = (principal: Principal) => salesPeriod(today(principal.market, deps.now()));

  return {
    async totalRevenueYTD(principal: Principal): Promise<GetTotalRevenueYTDResponse> {
      const p = period(principal);
      const days = await finance.dailySales(principal.customerNumber, p.lastYearStart, p.today);
      return { AmountsYTD: yearToDate(days, p.today), Currency: principal.currency, AmountsMTD: monthByMonth(days, p.today) };
    },

    async totalRevenueByBrand(principal: Principal, brand: string): Promise<GetTotalRevenueByBrandResponse> {
      const code = brand.toUpperCase();
      if (!(await finance.brandExists(code))) throw notFound('Brand');
      const p = period(principal);
      const days = await finance.dailySales(principal.customerNumber, p.lastYearStart, p.today, code);
      const { AmountYTD, CompareYTD } = yearToDate(days, p.today);
      return { AmountYTD, CompareYTD, Currency: principal.currency };
    },

    /** The caller's own credit: limit, what is used of it, what is available, and its overdue invoices. */
    async creditPosition(principal: Principal): Promise<CreditPosition> {
      const { vatPercent: _vat, ...position } = await deps.credit(principal.customerNumber);
      return position;
    },
  };
}
export type FinanceService = ReturnType<typeof createFinanceService>;
