import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { AccessLevel, crmGuid, EmptyResponse, valueList } from './common.js';

const tags = ['user'] as const;

export const AccountUser = z.object({
  contactid: z.string(),
  fullname: z.string(),
  // Empty means no access level stored yet; the list greys such users out.
  userrole: z.union([AccessLevel, z.literal('')]),
  email: z.string().nullable(),
  // Beyond the spec: whether the colleague may sign in, and whether an invitation still waits for a password.
  active: z.boolean(),
  invited: z.boolean(),
});
export type AccountUser = z.infer<typeof AccountUser>;

export const GetUsersForAccountResponse = valueList(AccountUser);
export type GetUsersForAccountResponse = z.infer<typeof GetUsersForAccountResponse>;

export const getUsersForAccount = defineEndpoint({
  method: 'GET',
  path: '/api/user/usersForAccount',
  summary: 'Users of the reseller account with their access levels',
  tags,
  response: GetUsersForAccountResponse,
  adminOnly: true,
});

export const AddOrUpdateAsAdminQuery = z.object({
  contactid: crmGuid,
  roles: AccessLevel,
});
export type AddOrUpdateAsAdminQuery = z.infer<typeof AddOrUpdateAsAdminQuery>;
export const AddOrUpdateAsAdminResponse = EmptyResponse;
export type AddOrUpdateAsAdminResponse = z.infer<typeof AddOrUpdateAsAdminResponse>;

// A GET that writes, as in the spec; the web calls it once per user on save.
export const addOrUpdateAsAdmin = defineEndpoint({
  method: 'GET',
  changesState: true,
  path: '/api/user/addOrUpdateAsAdmin',
  summary: "Set one user's access level",
  tags,
  querystring: AddOrUpdateAsAdminQuery,
  response: AddOrUpdateAsAdminResponse,
  adminOnly: true,
});

// Beyond the spec: the history of the levels the dealer's own administrators gave.

/** A level in the history: an access level, or the moments a user was invited ('none' before) or (de)activated ('inactive'). */
export const HistoryLevel = z.union([AccessLevel, z.literal('inactive')]);
export type HistoryLevel = z.infer<typeof HistoryLevel>;

export const AccessLevelHistoryEntry = z.object({
  changedAt: z.iso.datetime(),
  contactId: z.string(),
  /** Whose level changed. */
  name: z.string(),
  /** Who changed it: a Portal Admin of the same company, or the manufacturer's staff (no contact id). */
  changedBy: z.object({ contactId: z.string().nullable(), name: z.string(), manufacturer: z.boolean() }),
  from: HistoryLevel,
  to: HistoryLevel,
});
export type AccessLevelHistoryEntry = z.infer<typeof AccessLevelHistoryEntry>;

/** The most changes one answer holds, newest first. */
export const ACCESS_LEVEL_HISTORY_LIMIT = 200;

export const AccessLevelHistoryQuery = z.object({ contactId: crmGuid.optional() });
export type AccessLevelHistoryQuery = z.infer<typeof AccessLevelHistoryQuery>;

export const AccessLevelHistoryResponse = valueList(AccessLevelHistoryEntry);
export type AccessLevelHistoryResponse = z.infer<typeof AccessLevelHistoryResponse>;

export const getAccessLevelHistory = defineEndpoint({
  method: 'GET',
  path: '/api/user/access-level-history',
  summary:
    "Who changed whose access level in the own company, when, from what to what; newest first, at most 200; one colleague's with contactId (another company's: 404)",
  tags,
  querystring: AccessLevelHistoryQuery,
  response: AccessLevelHistoryResponse,
  adminOnly: true,
});
