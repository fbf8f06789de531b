import { COMPLAINT_STATUS } from '@portal/contracts/complaint';
import { MARKETS, todayInMarket, type Market } from '@portal/contracts/languages';
import type { TimeLimitState } from '@portal/contracts/staff-complaint';
import { addDays, addWorkingDays, startOfDay } from '../../platform/calendar/delivery-calendar.js';
import type { ComplaintTimeLimits, TimeLimit } from '../../platform/config.js';

/** The statuses a time limit applies to, by their setting's name; a completed complaint has none. */
const LIMITED_STATUSES = {
  [COMPLAINT_STATUS.Registered]: 'registered',
  [COMPLAINT_STATUS.Ongoing]: 'ongoing',
  [COMPLAINT_STATUS.WaitingForDetails]: 'waiting',
} as const satisfies Record<number, keyof ComplaintTimeLimits>;

/**
 * For one status in one market: complaints that took the status before `overdueBefore` are past
 * its time limit; those from then until `dueBefore` reach it today.
 */
export type TimeLimitCutoff = { status: number; market: Market; overdueBefore: Date; dueBefore: Date };

/**
 * The complaints desk's time limits (a setting per status): a complaint that took its status on a
 * day of its dealer's country is due on the day so many calendar or working days later (the
 * country's working-day calendar), overdue after it. The list shows it per row; filters and the
 * start page's counts ask the database through the cutoffs, which give the same answer.
 */
export function complaintTimeLimits(limits: ComplaintTimeLimits) {
  const limitOf = (status: number): TimeLimit | null => {
    const name = (LIMITED_STATUSES as Record<number, keyof ComplaintTimeLimits>)[status];
    return name ? limits[name] : null;
  };
  // A list's or export's rows are all judged at one moment: its day in each market is worked out once.
  const todays = new Map<string, string>();
  const todayOf = (market: Market, now: Date) => {
    const key = `${market}/${now.getTime()}`;
    let today = todays.get(key);
    if (today === undefined) {
      today = todayInMarket(market, now);
      if (todays.size >= 100) todays.clear();
      todays.set(key, today);
    }
    return today;
  };
  // Remembered per limit, market and day: an export of 100,000 complaints asks for a few thousand of them, and
  // counting working days through the holiday calendar each time took a second.
  const dueDays = new Map<string, string>();
  const dueDay = (limit: TimeLimit, market: Market, since: string) => {
    const key = `${limit.days}/${limit.working}/${market}/${since}`;
    let day = dueDays.get(key);
    if (day === undefined) {
      day = limit.working ? addWorkingDays(market, since, limit.days) : addDays(since, limit.days);
      if (dueDays.size >= 50_000) dueDays.clear();
      dueDays.set(key, day);
    }
    return day;
  };
  // The first day whose complaints are due on `target` or later: the due day never falls as the
  // day it starts from moves on, so stepping back from the target finds it.
  const firstDayDueFrom = (limit: TimeLimit, market: Market, target: string) => {
    let day = target;
    while (dueDay(limit, market, addDays(day, -1)) >= target) day = addDays(day, -1);
    return day;
  };

  return {
    /** Where a complaint stands: the last day of its status's limit, and whether that is still ahead, today or past. */
    state(status: number, market: Market, statusSince: Date, now: Date): { dueOn: string; state: TimeLimitState } | null {
      const limit = limitOf(status);
      if (!limit) return null;
      const dueOn = dueDay(limit, market, todayInMarket(market, statusSince));
      const today = todayOf(market, now);
      return { dueOn, state: dueOn < today ? 'overdue' : dueOn === today ? 'due' : 'ok' };
    },

    /** The cutoffs of every limited status in every market, now. */
    cutoffs(now: Date): TimeLimitCutoff[] {
      return Object.keys(LIMITED_STATUSES).flatMap((key) => {
        const status = Number(key);
        const limit = limitOf(status);
        if (!limit) return [];
        return MARKETS.map((market) => {
          const today = todayInMarket(market, now);
          return {
            status,
            market,
            overdueBefore: startOfDay(market, firstDayDueFrom(limit, market, today)),
            dueBefore: startOfDay(market, firstDayDueFrom(limit, market, addDays(today, 1))),
          };
        });
      });
    },
  };
}
export type ComplaintTimeLimitRule = ReturnType<typeof complaintTimeLimits>;
