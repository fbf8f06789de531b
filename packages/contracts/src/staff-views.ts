import { z } from 'zod';
import { crmGuid, requiredText, singleLine } from './common.js';
import { defineEndpoint, type Endpoint } from './endpoint.js';
import { getOutbox } from './messages.js';
import { getStaffQuotes } from './quotes.js';
import { getAuditLog } from './staff-admin.js';
import { getStaffProducts } from './staff-catalogue.js';
import { getStaffComplaints } from './staff-complaint.js';
import { getStaffCpqCampaigns } from './staff-configurator.js';
import { getStaffArticles, getStaffContentFiles } from './staff-content.js';
import { getStaffCustomers } from './staff-dealer.js';
import { getStaffInvoices, getStaffOrders } from './staff-order.js';
import { STAFF_ROLES } from './staff-roles.js';

const tags = ['staff: views'] as const;
const ALL_STAFF = STAFF_ROLES;

type WorkedList = {
  /** The list's call: a view's filters must pass its query, and only those who may make it keep views of the list. */
  call: Endpoint;
  /** The column that names the row (the order number); it always shows. */
  key: string;
  /** The columns staff may show or hide, the key among them; a column not named here (a row's buttons) always shows. */
  columns: readonly string[];
};

/**
 * The back office's lists that can be worked: their names, calls and columns, once for the API and the back office.
 * The column keys are the list's `DataTable` columns' keys.
 */
export const STAFF_LISTS = {
  orders: {
    call: getStaffOrders,
    key: 'orderNumber',
    columns: ['orderNumber', 'orderDate', 'customerName', 'market', 'orderMark', 'orderValue', 'promiseDate', 'status'],
  },
  complaints: {
    call: getStaffComplaints,
    key: 'ed_casenumber',
    columns: [
      'ed_casenumber',
      'createdon',
      'age',
      'customerName',
      'market',
      'incidentType',
      'orderNumber',
      'edp_portalstatus',
      'statusSince',
      'assignee',
    ],
  },
  invoices: {
    call: getStaffInvoices,
    key: 'invoiceNumber',
    columns: ['invoiceNumber', 'orderNumber', 'customerName', 'invoiceDate', 'dueDate', 'total', 'paymentStatus'],
  },
  customers: {
    call: getStaffCustomers,
    key: 'customerNumber',
    columns: ['customerNumber', 'name', 'city', 'market', 'salesRep', 'users', 'active'],
  },
  quotes: {
    call: getStaffQuotes,
    key: 'number',
    columns: ['number', 'projectName', 'customerName', 'market', 'requestedAt', 'validUntil', 'total', 'status'],
  },
  'cpq-campaigns': {
    call: getStaffCpqCampaigns,
    key: 'name',
    columns: ['name', 'kind', 'articles', 'price-list', 'value', 'valid', 'status'],
  },
  mail: {
    call: getOutbox,
    key: 'subject',
    columns: ['created', 'to', 'subject', 'kind', 'language', 'state', 'attempts', 'error'],
  },
  articles: {
    call: getStaffArticles,
    key: 'title',
    columns: ['title', 'market', 'language', 'status', 'published', 'updated'],
  },
  files: {
    call: getStaffContentFiles,
    key: 'name',
    columns: ['name', 'kind', 'folder', 'where', 'created'],
  },
  products: {
    call: getStaffProducts,
    key: 'item',
    columns: ['image', 'item', 'description', 'kind', 'brand', 'texts', 'active'],
  },
  'audit-log': {
    call: getAuditLog,
    key: 'objectType',
    columns: ['at', 'staffName', 'action', 'objectType', 'customerNumber', 'changes'],
  },
} as const satisfies Record<string, WorkedList>;

export type StaffListName = keyof typeof STAFF_LISTS;
export const STAFF_LIST_NAMES = Object.keys(STAFF_LISTS) as [StaffListName, ...StaffListName[]];
export const StaffListNameSchema = z.enum(STAFF_LIST_NAMES);

/** The address's parameters that are no filter: a view opens its list on the first page, in the page size chosen. */
const NOT_FILTERS = new Set(['page', 'pageSize', 'format']);

/** A view's filters and sort as the list's address holds them: `{ status: '20', sort: 'orderDate:desc' }`. */
// Values as an address holds them: one line each.
export const ListViewFilters = z.record(z.string().max(40), singleLine(z.string().max(200)));
export type ListViewFilters = z.infer<typeof ListViewFilters>;

export const ListHiddenColumns = z.array(singleLine(z.string().max(40))).max(40);

type Problem = { path: (string | number)[]; message: string };

/**
 * What is wrong with a view of a list: a filter the list's query does not take, or takes not in this form, and a
 * column the list does not let staff hide (its key, or one it does not have). A view without problems never makes
 * its list answer 400.
 */
export function listViewProblems(list: StaffListName, filters: ListViewFilters, hiddenColumns: readonly string[]): Problem[] {
  const spec: WorkedList = STAFF_LISTS[list];
  const query = spec.call.querystring as z.ZodObject;
  const problems: Problem[] = [];
  for (const name of Object.keys(filters)) {
    if (NOT_FILTERS.has(name) || !(name in query.shape))
      problems.push({ path: ['filters', name], message: `The list does not filter by ${name}` });
  }
  if (problems.length === 0) {
    const parsed = query.safeParse(filters);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push({ path: ['filters', ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))], message: issue.message });
    }
  }
  hiddenColumns.forEach((column, i) => {
    if (column === spec.key) problems.push({ path: ['hiddenColumns', i], message: `The column ${column} always shows` });
    else if (!spec.columns.includes(column))
      problems.push({ path: ['hiddenColumns', i], message: `The list has no column ${column} to hide` });
    else if (hiddenColumns.indexOf(column) !== i)
      problems.push({ path: ['hiddenColumns', i], message: `The column ${column} is named twice` });
  });
  return problems;
}

/** The columns shown of a list's columns when `hidden` are hidden: never its key, and always at least one. */
export function shownColumns<C extends { key: string }>(list: StaffListName, columns: readonly C[], hidden: readonly string[]): C[] {
  const spec: WorkedList = STAFF_LISTS[list];
  return columns.filter((c) => c.key === spec.key || !spec.columns.includes(c.key) || !hidden.includes(c.key));
}

/** Whether staff may show or hide a column of the list from its "Columns" menu. */
export const isChoosableColumn = (list: StaffListName, key: string) => {
  const spec: WorkedList = STAFF_LISTS[list];
  return spec.key !== key && spec.columns.includes(key);
};

const withoutProblems = <T extends { list: StaffListName; filters?: ListViewFilters; hiddenColumns: readonly string[] }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  for (const problem of listViewProblems(value.list, value.filters ?? {}, value.hiddenColumns)) {
    ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
  }
};

// --- the columns chosen

export const ListColumnsChoice = z.object({ list: StaffListNameSchema, hiddenColumns: z.array(z.string()) });
export type ListColumnsChoice = z.infer<typeof ListColumnsChoice>;

export const ListColumnsRequest = z.object({ list: StaffListNameSchema, hiddenColumns: ListHiddenColumns }).superRefine(withoutProblems);
export type ListColumnsRequest = z.input<typeof ListColumnsRequest>;

export const getListColumns = defineEndpoint({
  method: 'GET',
  path: '/api/staff/list-columns',
  summary: "The signed-in staff member's choice of columns in each list that has one; a list not named shows every column",
  tags,
  response: z.object({ items: z.array(ListColumnsChoice) }),
  staffRoles: ALL_STAFF,
});

export const putListColumns = defineEndpoint({
  method: 'PUT',
  path: '/api/staff/list-columns',
  summary: "Keep the signed-in staff member's choice of a list's hidden columns (never its key column), on any browser",
  tags,
  body: ListColumnsRequest,
  response: ListColumnsChoice,
  staffRoles: ALL_STAFF,
});

// --- saved views

export const LIST_VIEW_NAME_MAX = 80;

/** A view as saved: its list, name, whether every staff member sees it, and the filters, sort and columns it applies. */
export const ListViewRequest = z
  .object({
    list: StaffListNameSchema,
    name: singleLine(requiredText(LIST_VIEW_NAME_MAX)),
    shared: z.boolean(),
    filters: ListViewFilters,
    hiddenColumns: ListHiddenColumns,
  })
  .superRefine(withoutProblems);
export type ListViewRequest = z.input<typeof ListViewRequest>;

export const StaffListView = z.object({
  id: crmGuid,
  list: StaffListNameSchema,
  name: z.string(),
  shared: z.boolean(),
  filters: ListViewFilters,
  hiddenColumns: z.array(z.string()),
  owner: z.object({ id: crmGuid, name: z.string() }),
  /** The signed-in staff member saved it. */
  mine: z.boolean(),
  /** The signed-in staff member may rename, change and delete it: its owner, or a back-office admin for a shared one. */
  mayChange: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type StaffListView = z.infer<typeof StaffListView>;

export const ListViewsQuery = z.object({ list: StaffListNameSchema });
export const ListViewIdParams = z.object({ id: crmGuid });

export const getListViews = defineEndpoint({
  method: 'GET',
  path: '/api/staff/views',
  summary: "A list's saved views: the signed-in staff member's own and every shared one, by name",
  tags,
  querystring: ListViewsQuery,
  response: z.object({ items: z.array(StaffListView) }),
  staffRoles: ALL_STAFF,
});

export const createListView = defineEndpoint({
  method: 'POST',
  path: '/api/staff/views',
  summary: "Save a list's filters, sort and columns as a named view, for oneself or shared with every staff member",
  tags,
  body: ListViewRequest,
  response: StaffListView,
  staffRoles: ALL_STAFF,
});

export const updateListView = defineEndpoint({
  method: 'PUT',
  path: '/api/staff/views/{id}',
  summary: 'Rename a view or change what it applies; its owner, or a back-office admin for a shared view. A view stays with its list',
  tags,
  params: ListViewIdParams,
  body: ListViewRequest,
  response: StaffListView,
  staffRoles: ALL_STAFF,
});

export const deleteListView = defineEndpoint({
  method: 'DELETE',
  path: '/api/staff/views/{id}',
  summary: 'Delete a view; its owner, or a back-office admin for a shared view',
  tags,
  params: ListViewIdParams,
  response: z.object({ id: crmGuid }),
  staffRoles: ALL_STAFF,
});
