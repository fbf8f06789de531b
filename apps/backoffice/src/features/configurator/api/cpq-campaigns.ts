import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createStaffCpqCampaign,
  deleteStaffCpqCampaign,
  getCpqCampaignOptions,
  getStaffCpqCampaigns,
  updateStaffCpqCampaign,
  type CpqCampaignRequest,
  type StaffCpqCampaignsQuery,
} from '@portal/contracts/staff-configurator';
import { apiRequest } from '@portal/ui/auth';

const key = ['staff', 'cpq-campaigns'] as const;

export const useCpqCampaigns = (query: StaffCpqCampaignsQuery) =>
  useQuery({
    queryKey: [...key, 'list', query],
    queryFn: ({ signal }) => apiRequest(getStaffCpqCampaigns, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** The price lists a campaign can be limited to; they change seldom, so one read per visit is enough. */
export const useCpqCampaignOptions = () =>
  useQuery({
    queryKey: [...key, 'options'],
    queryFn: ({ signal }) => apiRequest(getCpqCampaignOptions, { signal }),
    staleTime: 5 * 60_000,
  });

/** Saving and removing campaigns; each reads the list again, as a change can move a campaign to another page or status. */
export function useCpqCampaignChanges() {
  const client = useQueryClient();
  const done = () => void client.invalidateQueries({ queryKey: [...key, 'list'] });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: number | null; body: CpqCampaignRequest }) =>
        id === null ? apiRequest(createStaffCpqCampaign, { body }) : apiRequest(updateStaffCpqCampaign, { params: { id }, body }),
      onSuccess: done,
    }),
    remove: useMutation({ mutationFn: (id: number) => apiRequest(deleteStaffCpqCampaign, { params: { id } }), onSuccess: done }),
  };
}
