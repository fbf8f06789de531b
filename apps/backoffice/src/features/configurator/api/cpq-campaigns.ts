import { useQuery } from '@tanstack/react-query';
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
import { listKey, listQuery, readQuery, useSaveAndRemove } from '../../../lib/queries';

const key = ['staff', 'cpq-campaigns'] as const;

export const useCpqCampaigns = (query: StaffCpqCampaignsQuery) => useQuery(listQuery(key, getStaffCpqCampaigns, query));

/** The price lists a campaign can be limited to; they change seldom, so one read per visit is enough. */
export const useCpqCampaignOptions = () => useQuery({ ...readQuery([...key, 'options'], getCpqCampaignOptions), staleTime: 5 * 60_000 });

/** Saving and removing campaigns; each reads the list again, as a change can move a campaign to another page or status. */
export const useCpqCampaignChanges = () =>
  useSaveAndRemove(
    {
      create: (body: CpqCampaignRequest) => apiRequest(createStaffCpqCampaign, { body }),
      update: (id, body) => apiRequest(updateStaffCpqCampaign, { params: { id }, body }),
      remove: (id) => apiRequest(deleteStaffCpqCampaign, { params: { id } }),
    },
    listKey(key),
  );
