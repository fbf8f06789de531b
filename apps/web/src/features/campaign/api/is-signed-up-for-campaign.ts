import { queryOptions, useQuery } from '@tanstack/react-query';
import { isSignedUpForCampaign } from '@portal/contracts/dealer';
import { apiRequest } from '@portal/ui/auth';

export const isSignedUpForCampaignQuery = () =>
  queryOptions({
    queryKey: ['reseller', 'isSignedUpForCampaign'],
    queryFn: ({ signal }) => apiRequest(isSignedUpForCampaign, { signal }),
  });

export const useIsSignedUpForCampaign = () => useQuery(isSignedUpForCampaignQuery());
