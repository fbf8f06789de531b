import { isLanguage, type Language } from '@portal/contracts/languages';
import type { StaffMe } from '@portal/contracts/staff';
import type { StaffPrincipal } from '../../platform/auth/access.js';
import type { StaffRepository } from './staff.repository.js';

/** The staff member's own account: who is signed in, with which roles and in which language, as stored now. */
export function createStaffService(deps: { staff: StaffRepository }) {
  const me = async (staff: StaffPrincipal): Promise<StaffMe> => {
    const language = await deps.staff.language(staff.staffId);
    return {
      id: staff.staffId,
      email: staff.email,
      firstname: staff.firstname,
      lastname: staff.lastname,
      roles: staff.roles,
      language: language !== null && isLanguage(language) ? language : null,
    };
  };
  return {
    me,
    /** A choice of one's own screens, not a change to the business: not audited. */
    async setLanguage(staff: StaffPrincipal, language: Language): Promise<StaffMe> {
      await deps.staff.setLanguage(staff.staffId, language);
      return me(staff);
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
