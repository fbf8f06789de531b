import { z } from 'zod';
import { crmGuid } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { Language } from './common.js';
import { STAFF_ROLES } from './staff-roles.js';

export { STAFF_ROLES, isStaffRole, staffMay, type StaffRole } from './staff-roles.js';

const tags = ['staff'] as const;
const ALL_STAFF = STAFF_ROLES;

export const StaffRoleSchema = z.enum(STAFF_ROLES);

export const StaffMe = z
  .object({
    id: crmGuid,
    email: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    roles: z.array(StaffRoleSchema),
    /** The language chosen in the back office, kept with the account; null until one is chosen. */
    language: Language.nullable(),
  })
  .meta({ id: 'StaffMe' });
export type StaffMe = z.infer<typeof StaffMe>;

export const getStaffMe = defineEndpoint({
  method: 'GET',
  path: '/api/staff/me',
  summary: 'The signed-in staff member with the roles stored now',
  tags,
  response: StaffMe,
  staffRoles: ALL_STAFF,
});

export const StaffLanguageRequest = z.object({ language: Language }).meta({ id: 'StaffLanguageRequest' });

export const putStaffLanguage = defineEndpoint({
  method: 'PUT',
  path: '/api/staff/me/language',
  summary: "Keep the staff member's language choice with their account: the back office opens in it and messages to them use it",
  tags,
  body: StaffLanguageRequest,
  response: StaffMe,
  staffRoles: ALL_STAFF,
});
