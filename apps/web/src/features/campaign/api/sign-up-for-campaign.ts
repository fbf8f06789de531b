import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signUpForCampaign } from '@portal/contracts/dealer';
import { apiRequest } from '@portal/ui/auth';
import { isSignedUpForCampaignQuery } from './is-signed-up-for-campaign';

export const signUpForCampaignRequest = () => apiRequest(signUpForCampaign);

/** Not signed up becomes signed up once the call succeeds (spec 000 §4); the state is re-read from the server. */
export function useSignUpForCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUpForCampaignRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: isSignedUpForCampaignQuery().queryKey }),
  });
}
