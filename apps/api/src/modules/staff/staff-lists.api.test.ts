import { describe, expect, it } from 'vitest';
import { type AUDIT_LOG_SORT_COLUMNS } from '@portal/contracts/staff-admin';
import { type STAFF_COMPLAINT_SORT_COLUMNS } from '@portal/contracts/staff-complaint';
import { type STAFF_CUSTOMER_SORT_COLUMNS } from '@portal/contracts/staff-dealer';
import { type STAFF_QUOTE_SORT_COLUMNS } from '@portal/contracts/quotes';
import { type STAFF_INVOICE_SORT_COLUMNS, type STAFF_ORDER_SORT_COLUMNS } from '@portal/contracts/staff-order';
import { expectSortedBy, expectUnknownSortRefused, okCall, type SortedAs } from '../../test/expectations.js';
import { BACKOFFICE_ADMIN as ADMIN, SALES, SERVICE } from '../../test/demo-users.js';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();

type Row = Record<string, unknown>;
type Columns<C extends string> = Record<C, [value: (row: Row) => unknown, as: SortedAs]>;
const field = (name: string, as: SortedAs): [(row: Row) => unknown, SortedAs] => [(row) => row[name], as];

/** Every list with each column it shows: how to read the column's value from a row, and how the values compare. */
const LISTS = [
  {
    url: '/api/staff/complaints',
    as: SERVICE,
    id: 'incidentid',
    columns: {
      ed_casenumber: field('ed_casenumber', 'text'),
      createdon: field('createdon', 'time'),
      age: field('ageDays', 'number'),
      customerName: field('customerName', 'text'),
      market: field('market', 'text'),
      incidentType: field('incidentType', 'text'),
      orderNumber: field('orderNumber', 'text'),
      edp_portalstatus: field('edp_portalstatus', 'number'),
      statusSince: field('statusSince', 'time'),
      assignee: [(row) => (row['assignee'] as { name: string } | null)?.name ?? null, 'text'],
    } satisfies Columns<(typeof STAFF_COMPLAINT_SORT_COLUMNS)[number]>,
  },
  {
    url: '/api/staff/orders',
    as: SERVICE,
    id: 'orderNumber',
    columns: {
      orderNumber: field('orderNumber', 'text'),
      orderDate: field('orderDate', 'time'),
      customerName: field('customerName', 'text'),
      market: field('market', 'text'),
      orderMark: field('orderMark', 'text'),
      orderValue: field('orderValue', 'number'),
      promiseDate: field('promiseDate', 'time'),
      status: field('status', 'number'),
    } satisfies Columns<(typeof STAFF_ORDER_SORT_COLUMNS)[number]>,
  },
  {
    url: '/api/staff/invoices',
    as: SERVICE,
    id: 'invoiceNumber',
    columns: {
      invoiceNumber: field('invoiceNumber', 'text'),
      orderNumber: field('orderNumber', 'text'),
      customerName: field('customerName', 'text'),
      invoiceDate: field('invoiceDate', 'time'),
      dueDate: field('dueDate', 'time'),
      total: field('total', 'number'),
      paymentStatus: field('paymentStatus', 'number'),
    } satisfies Columns<(typeof STAFF_INVOICE_SORT_COLUMNS)[number]>,
  },
  {
    url: '/api/staff/quotes',
    as: SALES,
    id: 'id',
    columns: {
      number: field('number', 'text'),
      projectName: field('projectName', 'text'),
      customerName: field('customerName', 'text'),
      market: field('market', 'text'),
      status: field('status', 'text'),
      requestedAt: field('requestedAt', 'time'),
      validUntil: field('validUntil', 'time'),
    } satisfies Columns<(typeof STAFF_QUOTE_SORT_COLUMNS)[number]>,
  },
  {
    url: '/api/staff/customers',
    as: SALES,
    id: 'customerNumber',
    columns: {
      customerNumber: field('customerNumber', 'text'),
      name: field('name', 'text'),
      city: field('city', 'text'),
      market: field('market', 'text'),
      salesRep: field('salesRep', 'text'),
      users: field('users', 'number'),
      active: [(row) => (row['active'] ? 1 : 0), 'number'],
    } satisfies Columns<(typeof STAFF_CUSTOMER_SORT_COLUMNS)[number]>,
  },
  {
    url: '/api/staff/audit-log',
    as: ADMIN,
    id: 'id',
    columns: {
      at: field('at', 'time'),
      staffName: field('staffName', 'text'),
      action: field('action', 'text'),
      objectType: field('objectType', 'text'),
      customerNumber: field('customerNumber', 'text'),
    } satisfies Columns<(typeof AUDIT_LOG_SORT_COLUMNS)[number]>,
  },
] as const;

describe('staff lists: sort=<column>:asc|desc on every list', () => {
  it('has audit rows by several staff members on several objects to sort', async () => {
    // Changes of two staff members on complaints and an invoice, so the audit log has values to order.
    const complaints = await okCall<{ items: { incidentid: string }[] }>(t, SERVICE, 'GET', '/api/staff/complaints?pageSize=10');
    const staff = await okCall<{ items: { id: string }[] }>(t, SERVICE, 'GET', '/api/staff/complaints-desk/staff');
    for (const [i, c] of complaints.items.slice(0, 3).entries()) {
      await okCall(t, i % 2 ? ADMIN : SERVICE, 'PUT', `/api/staff/complaints/${c.incidentid}/assignee`, {
        staffId: staff.items[i % staff.items.length]!.id,
      });
      await okCall(t, ADMIN, 'POST', `/api/staff/complaints/${c.incidentid}/internal-notes`, { text: `note ${i}` });
    }
    // A complaint moved now has its status since now, the seed's since they were made.
    const registered = await okCall<{ items: { incidentid: string }[] }>(
      t,
      SERVICE,
      'GET',
      '/api/staff/complaints?status=757550000&pageSize=10',
    );
    await okCall(t, SERVICE, 'PUT', `/api/staff/complaints/${registered.items[0]!.incidentid}/status`, { status: 757550001 });
    // One dealer inactive, so the active column has both values.
    await t.database.db.updateTable('customer').set({ active: false }).where('customer_number', '=', '50001').execute();
    const unpaid = await okCall<{ items: { invoiceNumber: string }[] }>(t, SERVICE, 'GET', '/api/staff/invoices?state=unpaid&pageSize=10');
    await okCall(t, SERVICE, 'POST', `/api/staff/invoices/${unpaid.items[0]!.invoiceNumber}/payments`, {
      paidDate: '2026-01-05',
      reference: 'sort',
    });
  });

  for (const list of LISTS) {
    for (const [column, [value, as]] of Object.entries(list.columns) as [string, [(row: Row) => unknown, SortedAs]][]) {
      it(`${list.url} by ${column}, both ways, pages stable`, async () => {
        await expectSortedBy(t, list.as, list.url, column, value, as, list.id);
      });
    }
    it(`${list.url} refuses a sort by anything but its columns`, async () => {
      await expectUnknownSortRefused(t, list.as, list.url);
    });
  }

  it('keeps each list its standard order without sort', async () => {
    const complaints = await okCall<{ items: { createdon: string }[] }>(t, SERVICE, 'GET', '/api/staff/complaints?pageSize=25');
    const times = complaints.items.map((c) => Date.parse(c.createdon));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const dealers = await okCall<{ items: { name: string }[] }>(t, SALES, 'GET', '/api/staff/customers?pageSize=25');
    const sorted = await okCall<{ items: { name: string }[] }>(t, SALES, 'GET', '/api/staff/customers?pageSize=25&sort=name:asc');
    expect(dealers.items).toEqual(sorted.items);
  });
});
