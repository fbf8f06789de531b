import { useQuery } from '@tanstack/react-query';
import { getStaffMe } from '@portal/contracts/staff';
import { staffMay, type StaffRole } from '@portal/contracts/staff-roles';
import { readQuery } from './queries';

/** The signed-in staff member with the roles stored now; the server checks them again on every call. */
export const staffMeQuery = () => readQuery(['staff', 'me'], getStaffMe);

export const useStaffMe = () => useQuery(staffMeQuery());

/** Whether the signed-in staff member may open an area that these roles may use. */
export const mayUse = (roles: readonly StaffRole[] | undefined, allowed: readonly StaffRole[]) => staffMay(roles ?? [], allowed);
