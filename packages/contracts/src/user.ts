import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { AccessLevel, CrmId, EmptyResponse, valueList } from './common.js';

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
  contactid: CrmId,
  roles: AccessLevel,
});
export type AddOrUpdateAsAdminQuery = z.infer<typeof AddOrUpdateAsAdminQuery>;
export const AddOrUpdateAsAdminResponse = EmptyResponse;
export type AddOrUpdateAsAdminResponse = z.infer<typeof AddOrUpdateAsAdminResponse>;

// A GET that writes, as in the spec; the web calls it once per user on save.
export const addOrUpdateAsAdmin = defineEndpoint({
  method: 'GET',
  path: '/api/user/addOrUpdateAsAdmin',
  summary: "Set one user's access level",
  tags,
  querystring: AddOrUpdateAsAdminQuery,
  response: AddOrUpdateAsAdminResponse,
  adminOnly: true,
});
