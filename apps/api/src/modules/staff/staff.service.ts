import type { StaffMe } from '@portal/contracts/staff';
import type { StaffPrincipal } from '../../platform/auth/access.js';

/** The staff member's own account: who is signed in and with which roles, as stored now. */
export function createStaffService() {
  return {
    me: (staff: StaffPrincipal): StaffMe => ({
      id: staff.staffId,
      email: staff.email,
      firstname: staff.firstname,
      lastname: staff.lastname,
      roles: staff.roles,
    }),
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
