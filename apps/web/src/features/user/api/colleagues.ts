import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inviteColleague, resendColleagueInvitation, setColleagueActive, type InviteUserRequest } from '@portal/contracts/invitations';
import { apiRequest } from '@portal/ui/auth';
import { userAdminKey } from './get-users-for-account';

/** Invitations and deactivation change the list, so it reloads after each. */
function useUsersMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: userAdminKey }) });
}

export const useInviteColleague = () => useUsersMutation((body: InviteUserRequest) => apiRequest(inviteColleague, { body }));

export const useResendInvitation = () =>
  useUsersMutation((contactId: string) => apiRequest(resendColleagueInvitation, { params: { contactId } }));

export const useSetColleagueActive = () =>
  useUsersMutation((input: { contactId: string; active: boolean }) =>
    apiRequest(setColleagueActive, { params: { contactId: input.contactId }, body: { active: input.active } }),
  );
