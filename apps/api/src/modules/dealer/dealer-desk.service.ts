import type { z } from 'zod';
import { MARKET_CURRENCIES, toMarket } from '@portal/contracts/languages';
import type { AccessLevel } from '@portal/contracts/common';
import { normalizeVatNumber } from '@portal/contracts/vat';
import { PAYMENT_TERM_DAYS } from '@portal/contracts/invoice';
import type {
  CreateStaffCustomerRequest,
  SetCustomerCreditRequest,
  StaffUserDetailsRequest,
  CustomerOptionsResponse,
  StaffCustomerDetail,
  StaffCustomerInput,
  StaffCustomersQuery,
  StaffCustomersFilter,
  StaffCustomerRow,
  StaffCustomersResponse,
  StaffUser,
} from '@portal/contracts/staff-dealer';
import type { StaffPrincipal } from '../../platform/auth/access.js';
import { AppError, badRequest, found, notFound } from '../../platform/errors.js';
import type { DealerDeskRepository, DeliveryAddressRow } from './dealer-desk.repository.js';
import { pagingOf } from '../../platform/db/list-page.js';
import { exportFile, exportLanguage, exportName, type ExportColumn } from '../../platform/export/table-export.js';
import { translateStaff } from '../../platform/i18n.js';
import type { ExportFormat } from '@portal/contracts/staff-common';

import { parseListSort } from '@portal/contracts/staff-common';
import type { TransactionalDeps } from '../../platform/db/transactional.js';

type Query = z.output<typeof StaffCustomersQuery>;
type Filter = z.output<typeof StaffCustomersFilter>;
type Input = z.output<typeof StaffCustomerInput>;
type Create = z.output<typeof CreateStaffCustomerRequest>;
type UserDetails = z.output<typeof StaffUserDetailsRequest>;

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
        phone: u.telephone1,
        mobile: u.mobilephone,
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
      commonName: row.common_name,
      website: row.website,
      vatNumber: row.vat_number,
      paymentTermsDays: row.payment_terms_days,
      invoiceEmail: row.invoice_email,
      orderBlocked: row.order_blocked,
      orderBlockReason: row.order_block_reason,
      creditLimit: row.credit_limit === null ? null : Number(row.credit_limit),
      blockWhenOverdueDays: row.block_when_overdue_days,
      deliveryAddresses: addresses.map((a) => ({
        id: a.id,
        name: a.name,
        line1: a.line1,
        line2: a.line2,
        postalCode: a.postalcode,
        city: a.city,
        country: a.country.toUpperCase(),
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
      // Left out of an edit: kept as stored.
      ...(input.commonName !== undefined && { common_name: blankToNull(input.commonName) }),
      ...(input.website !== undefined && { website: blankToNull(input.website) }),
      ...(input.vatNumber !== undefined && { vat_number: input.vatNumber ? normalizeVatNumber(market, input.vatNumber) : null }),
      ...(input.paymentTermsDays !== undefined && { payment_terms_days: input.paymentTermsDays }),
      ...(input.invoiceEmail !== undefined && { invoice_email: blankToNull(input.invoiceEmail) }),
      ...(input.orderBlocked !== undefined && { order_blocked: input.orderBlocked }),
      // The reason goes with the block: lifting it clears the reason.
      ...((input.orderBlocked !== undefined || input.orderBlockReason !== undefined) && {
        order_block_reason: input.orderBlocked === false ? null : blankToNull(input.orderBlockReason),
      }),
    };
  }

  /**
   * The addresses as stored. An id must be one of this dealer's addresses; an address sent without
   * one that is already stored as it is keeps its id, so a dealer's chosen address survives an edit.
   */
  async function addressRows(repo: DealerDeskRepository, customerNumber: string | null, input: Input['deliveryAddresses']) {
    if (input === undefined) return undefined;
    const stored = customerNumber ? await repo.deliveryAddresses(customerNumber) : [];
    const own = new Set(stored.map((a) => a.id));
    const claimed = new Set(input.flatMap((a) => (a.id ? [a.id] : [])));
    return input.map((a, index): DeliveryAddressRow => {
      if (a.id && !own.has(a.id)) throw badRequest(`deliveryAddresses.${index}.id`, 'There is no such delivery address of this dealer');
      const row = {
        name: a.name,
        line1: a.line1,
        line2: blankToNull(a.line2),
        postalcode: a.postalCode,
        city: a.city,
        country: a.country.toLowerCase(),
        is_primary: a.primary,
      };
      let id = a.id;
      if (!id) {
        const same = stored.find(
          (s) => !claimed.has(s.id) && addressText({ ...s, is_primary: false }) === addressText({ ...row, is_primary: false }),
        );
        if (same) claimed.add((id = same.id));
      }
      return { id, ...row };
    });
  }

  /** An address as the audit log shows it, in one line. */
  const addressText = (a: Omit<DeliveryAddressRow, 'id'>) =>
    `${a.is_primary ? '* ' : ''}${a.name}, ${a.line1}${a.line2 ? `, ${a.line2}` : ''}, ${a.postalcode} ${a.city}, ${a.country.toUpperCase()}`;

  /** The list's filter from its query, which its export takes too. */
  const listFilter = (query: Filter) => ({
    market: query.market,
    active: query.active === undefined ? undefined : query.active === 'true',
    search: query.search || undefined,
    sort: parseListSort(query.sort),
  });

  const toListRow = (r: Awaited<ReturnType<DealerDeskRepository['page']>>['rows'][number]): StaffCustomerRow => ({
    customerNumber: r.customer_number,
    name: r.name,
    market: toMarket(r.market),
    currency: r.currency,
    city: r.postal_city,
    salesRep: r.sales_rep,
    active: r.active,
    users: Number(r.users ?? 0),
  });

  return {
    async list(query: Query): Promise<StaffCustomersResponse> {
      const { rows, total } = await customers.page({ ...listFilter(query), ...pagingOf(query) });
      return { items: rows.map(toListRow), total };
    },

    /** The dealers the list's filter finds, in its order, as a CSV or XLSX file with the list's columns. */
    async exportList(query: Filter & { format: ExportFormat }, acceptLanguage: string | undefined) {
      const language = exportLanguage(acceptLanguage);
      const text = (key: string) => translateStaff(language, key);
      const columns: ExportColumn<StaffCustomerRow>[] = [
        { header: 'dealers.column.number', value: (r) => r.customerNumber },
        { header: 'dealers.column.name', value: (r) => r.name },
        { header: 'dealers.column.city', value: (r) => r.city },
        { header: 'dealers.column.market', value: (r) => text(`markets.${r.market}`) },
        { header: 'export.column.currency', value: (r) => r.currency },
        { header: 'dealers.column.sales-rep', value: (r) => r.salesRep },
        { header: 'dealers.column.users', value: (r) => r.users },
        { header: 'dealers.column.status', value: (r) => text(r.active ? 'export.yes' : 'export.no') },
      ];
      async function* rows() {
        for await (const batch of customers.all(listFilter(query))) yield batch.map(toListRow);
      }
      return exportFile(query.format, exportName('dealers', deps.now()), language, columns, rows());
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
        const addresses = (await addressRows(repo, null, input.deliveryAddresses)) ?? [];
        await repo.insert({ customer_number: input.customerNumber, payment_terms_days: PAYMENT_TERM_DAYS, ...row });
        await repo.replaceDeliveryAddresses(input.customerNumber, addresses);
        await repo.audit({
          staffId: staff.staffId,
          action: 'customer.create',
          objectType: 'customer',
          objectId: input.customerNumber,
          customerNumber: input.customerNumber,
          after: { ...row, delivery_addresses: addresses.map(addressText) },
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
        const before: Record<string, unknown> = Object.fromEntries(changed.map(([key]) => [key, current[key as keyof typeof current]]));
        const after: Record<string, unknown> = Object.fromEntries(changed);
        const addresses = await addressRows(repo, customerNumber, input.deliveryAddresses);
        if (addresses) {
          const stored = await repo.deliveryAddresses(customerNumber);
          const same =
            stored.length === addresses.length &&
            addresses.every((a) => {
              const s = stored.find((row) => row.id === a.id);
              return s !== undefined && addressText(s) === addressText(a);
            });
          if (!same) {
            await repo.replaceDeliveryAddresses(customerNumber, addresses);
            before.delivery_addresses = stored.map(addressText);
            after.delivery_addresses = addresses.map(addressText);
          }
        }
        if (Object.keys(after).length === 0) return;
        if (changed.length > 0) await repo.update(customerNumber, { ...Object.fromEntries(changed), updated_at: deps.now() });
        await repo.audit({
          staffId: staff.staffId,
          action: 'customer.update',
          objectType: 'customer',
          objectId: customerNumber,
          customerNumber,
          before,
          after,
        });
      });
      return detail(customerNumber);
    },

    /** Creates the dealer or, when the number is known, edits it as `update` does (the integration API's dealer call). */
    async upsert(staff: StaffPrincipal, customerNumber: string, input: Input) {
      if (await customers.exists(customerNumber)) return this.update(staff, customerNumber, input);
      return this.create(staff, { ...input, customerNumber });
    },

    /** The dealer's discount alone, audited with the one before. */
    async setDiscount(staff: StaffPrincipal, customerNumber: string, discountPercent: number) {
      await deps.transaction(async (repo) => {
        const current = await found(repo.lockCustomer(customerNumber), 'Customer');
        if (Number(current.discount_percent) === discountPercent) return;
        await repo.update(customerNumber, { discount_percent: discountPercent, updated_at: deps.now() });
        await repo.audit({
          staffId: staff.staffId,
          action: 'customer.update',
          objectType: 'customer',
          objectId: customerNumber,
          customerNumber,
          before: { discount_percent: current.discount_percent },
          after: { discount_percent: discountPercent },
        });
      });
    },

    /**
     * The dealer's credit limit, payment terms and the overdue days that hold its orders (ADR 0078);
     * audited with the values before, and told to integrations as a changed dealer.
     */
    async setCredit(staff: StaffPrincipal, customerNumber: string, input: SetCustomerCreditRequest) {
      await deps.transaction(async (repo) => {
        const current = await found(repo.lockCustomer(customerNumber), 'Customer');
        const row = {
          credit_limit: input.creditLimit,
          payment_terms_days: input.paymentTermsDays,
          block_when_overdue_days: input.blockWhenOverdueDays,
        };
        const stored = { ...current, credit_limit: current.credit_limit === null ? null : Number(current.credit_limit) };
        const changed = Object.entries(row).filter(([key, value]) => stored[key as keyof typeof stored] !== value);
        if (changed.length === 0) return;
        await repo.update(customerNumber, { ...Object.fromEntries(changed), updated_at: deps.now() });
        await repo.audit({
          staffId: staff.staffId,
          action: 'customer.credit',
          objectType: 'customer',
          objectId: customerNumber,
          customerNumber,
          before: Object.fromEntries(changed.map(([key]) => [key, stored[key as keyof typeof stored]])),
          after: Object.fromEntries(changed),
        });
      });
      return detail(customerNumber);
    },

    /** A user's name and numbers, as staff set them for the dealer; audited with the values before. */
    async setUserDetails(staff: StaffPrincipal, customerNumber: string, contactId: string, input: UserDetails) {
      await deps.transaction(async (repo) => {
        await found(repo.customer(customerNumber), 'Customer');
        const current = await found(repo.lockUser(customerNumber, contactId), 'User');
        const row = {
          firstname: input.firstName,
          lastname: input.lastName,
          telephone1: blankToNull(input.phone),
          mobilephone: blankToNull(input.mobile),
        };
        const changed = Object.entries(row).filter(([key, value]) => current[key as keyof typeof current] !== value);
        if (changed.length === 0) return;
        await repo.updateUser(customerNumber, contactId, { ...Object.fromEntries(changed), updated_at: deps.now() });
        await repo.audit({
          staffId: staff.staffId,
          action: 'user.update',
          objectType: 'user',
          objectId: contactId,
          customerNumber,
          before: Object.fromEntries(changed.map(([key]) => [key, current[key as keyof typeof current]])),
          after: Object.fromEntries(changed),
        });
      });
      const user = (await detail(customerNumber)).userList.find((u) => u.contactId === contactId);
      if (!user) throw notFound('User');
      return user;
    },
  };
}
export type DealerDeskService = ReturnType<typeof createDealerDeskService>;
