import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@portal/contracts/languages';
import { getStaffMe, putStaffLanguage } from '@portal/contracts/staff';
import { apiRequest } from '@portal/ui/auth';
import { ensureLanguage } from '@portal/ui/i18n';
import { storeLanguage } from '@portal/ui/languages';
import { staffMay, type StaffRole } from '@portal/contracts/staff-roles';
import { readQuery } from './queries';

/** The signed-in staff member with the roles stored now; the server checks them again on every call. */
export const staffMeQuery = () => readQuery(['staff', 'me'], getStaffMe);

export const useStaffMe = () => useQuery(staffMeQuery());

/** Whether the signed-in staff member may open an area that these roles may use. */
export const mayUse = (roles: readonly StaffRole[] | undefined, allowed: readonly StaffRole[]) => staffMay(roles ?? [], allowed);

/**
 * The language kept with the staff member's account: the back office opens in it on any device once the account is
 * read, and a choice in the menu is kept with the account (`keep`). A failed save leaves the choice on this device.
 */
export function useAccountLanguage() {
  const { i18n } = useTranslation();
  const client = useQueryClient();
  const stored = useStaffMe().data?.language ?? null;
  useEffect(() => {
    if (stored && stored !== i18n.language) {
      storeLanguage(stored);
      void ensureLanguage(i18n, stored);
    }
    // Only when the account's language is read or changes (the i18n instance stays the same object).
  }, [stored, i18n]);
  const save = useMutation({
    mutationFn: (language: Language) => apiRequest(putStaffLanguage, { body: { language } }),
    onSuccess: (me) => client.setQueryData(staffMeQuery().queryKey, me),
  });
  return { keep: (language: Language) => save.mutate(language) };
}
