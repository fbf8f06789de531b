import { z } from 'zod';
import { emailAddress, requiredText, singleLine, crmGuid } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { listSort, StaffPage, StaffPageSize, StaffSearch } from './staff-common.js';
import { STAFF_ROLES } from './staff-roles.js';

const tags = ['staff: administration'] as const;
const ADMIN = ['back-office-admin'] as const;

// --- the audit log

/** The columns the audit log shows and sorts by. */
export const AUDIT_LOG_SORT_COLUMNS = ['at', 'staffName', 'action', 'objectType', 'customerNumber'] as const;

export const AuditLogQuery = z.object({
  staffId: crmGuid.optional(),
  customerNumber: singleLine(z.string().trim().max(20)).optional(),
  objectType: singleLine(z.string().trim().max(40)).optional(),
  objectId: singleLine(z.string().trim().max(100)).optional(),
  action: singleLine(z.string().trim().max(60)).optional(),
  search: StaffSearch.describe(
    "An object id, a customer number, a complaint's case number, an order or invoice number, or an import's file name",
  ),
  sort: listSort(AUDIT_LOG_SORT_COLUMNS, 'at:desc'),
  page: StaffPage,
  pageSize: StaffPageSize,
});
export type AuditLogQuery = z.input<typeof AuditLogQuery>;

export const AuditLogRow = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  staffId: crmGuid,
  staffName: z.string(),
  action: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  customerNumber: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditLogRow = z.infer<typeof AuditLogRow>;

export const AuditLogResponse = z.object({ items: z.array(AuditLogRow), total: z.number().int() });
export type AuditLogResponse = z.infer<typeof AuditLogResponse>;

export const getAuditLog = defineEndpoint({
  method: 'GET',
  path: '/api/staff/audit-log',
  summary: 'Every staff change, newest first: who, what, before and after; by staff member, dealer or object',
  tags,
  querystring: AuditLogQuery,
  response: AuditLogResponse,
  staffRoles: ADMIN,
});

// --- staff accounts

export const StaffRoleCode = z.enum(STAFF_ROLES);

export const StaffAccount = z.object({
  id: crmGuid,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(StaffRoleCode),
  active: z.boolean(),
  hasPassword: z.boolean(),
});
export type StaffAccount = z.infer<typeof StaffAccount>;

export const getStaffAccounts = defineEndpoint({
  method: 'GET',
  path: '/api/staff/accounts',
  summary: 'The staff members with their roles',
  tags,
  response: z.object({ items: z.array(StaffAccount) }),
  staffRoles: ADMIN,
});

export const StaffAccountRequest = z.object({
  email: emailAddress(),
  firstName: singleLine(requiredText(50)),
  lastName: singleLine(requiredText(50)),
  roles: z.array(StaffRoleCode).min(1, 'staff-admin.validation.roles').max(STAFF_ROLES.length),
  active: z.boolean(),
});
export type StaffAccountRequest = z.input<typeof StaffAccountRequest>;

/** A new staff member gets a one-time link to set a password, like an invited dealer. */
export const CreatedStaffAccount = z.object({ account: StaffAccount, link: z.url(), expiresAt: z.iso.datetime() });

export const createStaffAccount = defineEndpoint({
  method: 'POST',
  path: '/api/staff/accounts',
  summary: 'Add a staff member with roles; answers the one-time link that sets the password',
  tags,
  body: StaffAccountRequest,
  response: CreatedStaffAccount,
  staffRoles: ADMIN,
});

export const StaffIdParams = z.object({ staffId: crmGuid });

export const updateStaffAccount = defineEndpoint({
  method: 'PUT',
  path: '/api/staff/accounts/{staffId}',
  summary: "Change a staff member's name, roles or whether they may sign in; at least one active back-office admin stays",
  tags,
  params: StaffIdParams,
  body: StaffAccountRequest,
  response: StaffAccount,
  staffRoles: ADMIN,
});
