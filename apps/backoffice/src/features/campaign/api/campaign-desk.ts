import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getCampaignSignups,
  getStaffCampaign,
  saveStaffCampaign,
  type CampaignRequest,
  type CampaignSignupsQuery,
} from '@portal/contracts/campaign';
import { apiRequest } from '@portal/ui/auth';

const key = (year: number) => ['staff', 'campaigns', year] as const;

export const useStaffCampaign = (year: number) =>
  useQuery({ queryKey: key(year), queryFn: ({ signal }) => apiRequest(getStaffCampaign, { params: { year }, signal }) });

export const useCampaignSignups = (year: number, query: CampaignSignupsQuery) =>
  useQuery({
    queryKey: [...key(year), 'signups', query],
    queryFn: ({ signal }) => apiRequest(getCampaignSignups, { params: { year }, query, signal }),
    placeholderData: keepPreviousData,
  });

/** Every sign-up of a year in one call, for the export. */
export const allCampaignSignups = (year: number) => apiRequest(getCampaignSignups, { params: { year }, query: { pageSize: 20_000 } });

export function useSaveCampaign(year: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CampaignRequest) => apiRequest(saveStaffCampaign, { params: { year }, body }),
    onSuccess: (campaign) => client.setQueryData(key(year), campaign),
  });
}
