import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addOrUpdateAsAdmin } from '@portal/contracts/user';
import { apiRequest } from '@portal/ui/auth';
import type { LevelChange } from '../users-logic';
import { userAdminKey } from './get-users-for-account';

export const saveAccessLevel = (change: Pick<LevelChange, 'contactid' | 'roles'>) =>
  apiRequest(addOrUpdateAsAdmin, { query: { contactid: change.contactid, roles: change.roles } });

/**
 * Saves the changed users one call each (spec 001 §7), one after the other so the server
 * sees them in the order given; the first failure stops the rest. The list reloads either way.
 */
export function useSaveAccessLevels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: readonly LevelChange[]) => {
      for (const change of changes) await saveAccessLevel(change);
      return changes.length;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userAdminKey }),
  });
}
