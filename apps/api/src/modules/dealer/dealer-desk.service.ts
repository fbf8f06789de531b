import type { z } from 'zod';
import { MARKET_CURRENCIES, toMarket } from '@portal/contracts/languages';
import type { AccessLevel } from '@portal/contracts/common';
import type {
  CreateStaffCustomerRequest,
  CustomerOptionsResponse,
  StaffCustomerDetail,
  StaffCustomerInput,
  StaffCustomersQuery,
  StaffCustomersResponse,
  StaffUser,
} from '@portal/contracts/staff-dealer';
import type { StaffPrincipal } from '../../platform/auth/access.js';
import { AppError, badRequest, found } from '../../platform/errors.js';
import type { DealerDeskRepository } from './dealer-desk.repository.js';
import { pagingOf } from '../../platform/db/list-page.js';
import type { TransactionalDeps } from '../../platform/db/transactional.js';

type Query = z.output<typeof StaffCustomersQuery>;
type Input = z.output<typeof StaffCustomerInput>;
type Create = z.output<typeof CreateStaffCustomerRequest>;

export type DealerDeskServiceDeps = TransactionalDeps<'customers', DealerDeskRepository> & {
  now: () => Date;
};

const blankToNull = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/** Dealers as sales administration keeps them: details, terms, addresses, and whether they may sign in. */
export function createDealerDeskService(deps: DealerDeskServiceDeps) {
  const { customers } = deps;

  async function detail(customerNumber: string): Promise<StaffCustomerDetail> {
    const row = await found(customers.customer(customerNumber), 'Customer');
    const [users, addresses] = await Promise.all([customers.users(customerNumber), customers.deliveryAddresses(customerNumber)]);
    const now = deps.now().getTime();
    const userList: StaffUser[] = users.map((u) => {
      const expires = u.invitation_expires_at ? new Date(u.invitation_expires_at) : null;
      return {
        contactId: u.id,
        email: u.email,
        firstName: u.firstname,
        lastName: u.lastname,
        accessLevel: u.access_level as AccessLevel,
        active: u.active,
        hasPassword: u.has_password,
        invitation: expires && !u.has_password ? { expiresAt: expires.toISOString(), expired: expires.getTime() < now } : null,
      };
    });
    return {
      customerNumber: row.customer_number,
      name: row.name,
      market: toMarket(row.market),
      currency: row.currency,
      city: row.postal_city,
      salesRep: row.sales_rep,
      active: row.active,
      users: users.length,
      priceListId: row.price_list_id,
      discountPercent: row.discount_percent,
      salesRepId: row.sales_rep_id,
      phone: row.phone,
      email: row.email,
      postal: { line1: row.postal_line1, postalCode: row.postal_postalcode, city: row.postal_city },
      visiting: { line1: row.visiting_line1, postalCode: row.visiting_postalcode, city: row.visiting_city },
      deliveryAddresses: addresses.map((a) => ({
        name: a.name,
        line1: a.line1,
        postalCode: a.postalcode,
        city: a.city,
        primary: a.is_primary,
      })),
      userList,
    };
  }

  /** The stored columns of an edit, once the references are known to exist and fit the market. */
  async function columns(repo: DealerDeskRepository, input: Input) {
    const market = toMarket(input.market);
    const currency = MARKET_CURRENCIES[market];
    if (input.priceListId) {
      const list = await repo.priceList(input.priceListId);
      if (!list) throw badRequest('priceListId', 'There is no such price list');
      if (list.currency !== currency) throw badRequest('priceListId', `The price list is in ${list.currency}, the market in ${currency}`);
    }
    if (input.salesRepId && !(await repo.salesRep(input.salesRepId)))
      throw badRequest('salesRepId', 'There is no such sales representative');
    return {
      name: input.name,
      market,
      currency,
      country: market,
      price_list_id: input.priceListId || null,
      discount_percent: input.discountPercent,
      sales_rep_id: input.salesRepId,
      phone: blankToNull(input.phone),
      email: blankToNull(input.email),
      postal_line1: input.postal.line1,
      postal_postalcode: input.postal.postalCode,
      postal_city: input.postal.city,
      visiting_line1: blankToNull(input.visiting.line1),
      visiting_postalcode: blankToNull(input.visiting.postalCode),
      visiting_city: blankToNull(input.visiting.city),
      active: input.active,
    };
  }

  return {
    async list(query: Query): Promise<StaffCustomersResponse> {
      const { rows, total } = await customers.page({
        market: query.market,
        active: query.active === undefined ? undefined : query.active === 'true',
        search: query.search || undefined,
        ...pagingOf(query),
      });
      return {
        items: rows.map((r) => ({
          customerNumber: r.customer_number,
          name: r.name,
          market: toMarket(r.market),
          currency: r.currency,
          city: r.postal_city,
          salesRep: r.sales_rep,
          active: r.active,
          users: Number(r.users ?? 0),
        })),
        total,
      };
    },

    get: detail,

    async options(): Promise<CustomerOptionsResponse> {
      const [priceLists, salesReps] = await Promise.all([customers.priceLists(), customers.salesReps()]);
      return { priceLists, salesReps };
    },

    async create(staff: StaffPrincipal, input: Create) {
      await deps.transaction(async (repo) => {
        if (await repo.exists(input.customerNumber))
          throw new AppError(409, 'CUSTOMER_NUMBER_IN_USE', `Customer number ${input.customerNumber} is taken`, {
            field: 'customerNumber',
          });
        const row = await columns(repo, input);
        await repo.insert({ customer_number: input.customerNumber, ...row });
        await repo.audit({
          staffId: staff.staffId,
          action: 'customer.create',
          objectType: 'customer',
          objectId: input.customerNumber,
          customerNumber: input.customerNumber,
          after: row,
        });
      });
      return detail(input.customerNumber);
    },

    async update(staff: StaffPrincipal, customerNumber: string, input: Input) {
      await deps.transaction(async (repo) => {
        const current = await found(repo.lockCustomer(customerNumber), 'Customer');
        const row = await columns(repo, input);
        // Only what changed goes into the log, with its value before.
        const changed = Object.entries(row).filter(([key, value]) => current[key as keyof typeof current] !== value);
        if (changed.length === 0) return;
        await repo.update(customerNumber, { ...row, updated_at: deps.now() });
        await repo.audit({
          staffId: staff.staffId,
          action: 'customer.update',
          objectType: 'customer',
          objectId: customerNumber,
          customerNumber,
          before: Object.fromEntries(changed.map(([key]) => [key, current[key as keyof typeof current]])),
          after: Object.fromEntries(changed),
        });
      });
      return detail(customerNumber);
    },
  };
}
export type DealerDeskService = ReturnType<typeof createDealerDeskService>;
