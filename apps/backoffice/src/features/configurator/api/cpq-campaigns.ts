import { useMutation, useQuery } from '@tanstack/react-query';
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
import { listKey, listQuery, readQuery, useReread } from '../../../lib/queries';

const key = ['staff', 'cpq-campaigns'] as const;

export const useCpqCampaigns = (query: StaffCpqCampaignsQuery) => useQuery(listQuery(key, getStaffCpqCampaigns, query));

/** The price lists a campaign can be limited to; they change seldom, so one read per visit is enough. */
export const useCpqCampaignOptions = () => useQuery({ ...readQuery([...key, 'options'], getCpqCampaignOptions), staleTime: 5 * 60_000 });

/** Saving and removing campaigns; each reads the list again, as a change can move a campaign to another page or status. */
export function useCpqCampaignChanges() {
  const done = useReread(listKey(key));
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: number | null; body: CpqCampaignRequest }) =>
        id === null ? apiRequest(createStaffCpqCampaign, { body }) : apiRequest(updateStaffCpqCampaign, { params: { id }, body }),
      onSuccess: done,
    }),
    remove: useMutation({ mutationFn: (id: number) => apiRequest(deleteStaffCpqCampaign, { params: { id } }), onSuccess: done }),
  };
}
