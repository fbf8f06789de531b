import { COMPLAINT_WAITING_DAYS, QUEUE_COUNT_CAP, getCreditHolds, type StaffQueuesResponse } from '@portal/contracts/staff-order';
import { todayInMarket } from '@portal/contracts/languages';
import { staffMay } from '@portal/contracts/staff-roles';
import type { StaffPrincipal } from '../../platform/auth/access.js';
import { addDays } from '../../platform/calendar/delivery-calendar.js';
import type { WorkQueuesRepository } from './work-queues.repository.js';

/** The start page's work queues: what waits for someone, counted for the roles the staff member holds. */
export function createWorkQueuesService(deps: {
  queues: WorkQueuesRepository;
  /** The complaints due today and past their time limit, counted up to the cap (the complaint module's). */
  complaintTimeLimits: (cap: number) => Promise<{ due: number; overdue: number }>;
  /** The quote requests past their answer time, counted up to the cap (the quotes module's). */
  quotesOverdue: (cap: number) => Promise<number>;
  now: () => Date;
}) {
  const { queues } = deps;
  return {
    async counts(staff: StaffPrincipal): Promise<StaffQueuesResponse> {
      // The quote desk's readers: sales administration, which answers, and customer service.
      const quotesOverdue = staffMay(staff.roles, ['sales-admin', 'customer-service']) ? await deps.quotesOverdue(QUEUE_COUNT_CAP) : null;
      // Credit holds are worked by customer service and sales administration alike.
      const creditHolds = staffMay(staff.roles, getCreditHolds.staffRoles ?? []) ? await queues.creditHolds() : null;
      if (!staffMay(staff.roles, ['customer-service'])) {
        return {
          creditHolds,
          newComplaints: null,
          complaintsWaiting: null,
          complaintsDue: null,
          complaintsOverdue: null,
          ordersToConfirm: null,
          ordersLate: null,
          overdueInvoices: null,
          quotesOverdue,
        };
      }
      // The company's calendar; a promised week has ended once its Monday is more than six days ago.
      const today = todayInMarket('se', deps.now());
      const waitingSince = new Date(deps.now().getTime() - COMPLAINT_WAITING_DAYS * 86_400_000);
      const [newComplaints, complaintsWaiting, limits, ordersToConfirm, ordersLate, overdueInvoices] = await Promise.all([
        queues.newComplaints(),
        queues.complaintsWaitingSince(waitingSince),
        deps.complaintTimeLimits(QUEUE_COUNT_CAP),
        queues.ordersToConfirm(),
        queues.ordersPromisedBefore(addDays(today, -6)),
        queues.invoicesDueBefore(today),
      ]);
      return {
        newComplaints,
        complaintsWaiting,
        complaintsDue: limits.due,
        complaintsOverdue: limits.overdue,
        ordersToConfirm,
        ordersLate,
        overdueInvoices,
        quotesOverdue,
        creditHolds,
      };
    },
  };
}
export type WorkQueuesService = ReturnType<typeof createWorkQueuesService>;
