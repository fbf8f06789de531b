import { MONTHS_IN_YEAR, type AmountMTD, type AmountsYTD } from '@portal/contracts';
import { round2 } from '@portal/contracts/money';

/**
 * The sales figures of the finance dashboard, from invoiced sales per day:
 * - year to date: 1 January to today, against 1 January to the same day last year
 *   (29 February compares with 28 February);
 * - twelve months, January first: this year's sales of the month so far, against the
 *   same month last year — to the same day for the month under way, whole otherwise.
 * So the twelve AmountMTD add up to AmountYTD, and the PreviousMTD up to this month to CompareYTD.
 */

export type DailySales = { day: string; amount: number; units: number };

export type SalesPeriod = { thisYearStart: string; today: string; lastYearStart: string; lastYearSameDay: string };

/** The two periods a figure compares; dates are 'YYYY-MM-DD' in the customer's time zone. */
export function salesPeriod(today: string): SalesPeriod {
  const year = Number(today.slice(0, 4));
  const monthDay = today.slice(5);
  return {
    thisYearStart: `${year}-01-01`,
    today,
    lastYearStart: `${year - 1}-01-01`,
    lastYearSameDay: `${year - 1}-${monthDay === '02-29' ? '02-28' : monthDay}`,
  };
}

export function yearToDate(days: readonly DailySales[], today: string): AmountsYTD {
  const p = salesPeriod(today);
  let amount = 0;
  let compare = 0;
  let units = 0;
  let unitsCompare = 0;
  for (const d of days) {
    if (d.day >= p.thisYearStart && d.day <= p.today) {
      amount += d.amount;
      units += d.units;
    } else if (d.day >= p.lastYearStart && d.day <= p.lastYearSameDay) {
      compare += d.amount;
      unitsCompare += d.units;
    }
  }
  return {
    AmountYTD: round2(amount),
    CompareYTD: round2(compare),
    NumberOfUnitsYTD: round2(units),
    NumberOfUnitsCompare: round2(unitsCompare),
  };
}

export function monthByMonth(days: readonly DailySales[], today: string): AmountMTD[] {
  const p = salesPeriod(today);
  const thisYear = today.slice(0, 4);
  const lastYear = p.lastYearStart.slice(0, 4);
  const currentMonth = Number(today.slice(5, 7));
  const months = Array.from({ length: MONTHS_IN_YEAR }, () => ({ AmountMTD: 0, PreviousMTD: 0 }));
  for (const d of days) {
    const year = d.day.slice(0, 4);
    const month = Number(d.day.slice(5, 7));
    const entry = months[month - 1];
    if (!entry) continue;
    if (year === thisYear && d.day <= p.today) entry.AmountMTD += d.amount;
    else if (year === lastYear && (month !== currentMonth || d.day <= p.lastYearSameDay)) entry.PreviousMTD += d.amount;
  }
  return months.map((m) => ({ AmountMTD: round2(m.AmountMTD), PreviousMTD: round2(m.PreviousMTD) }));
}
