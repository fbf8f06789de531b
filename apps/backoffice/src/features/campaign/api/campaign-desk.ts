import { useQuery } from '@tanstack/react-query';
import {
  getCampaignSignups,
  getStaffCampaign,
  saveStaffCampaign,
  type CampaignRequest,
  type CampaignSignupsQuery,
} from '@portal/contracts/campaign';
import { apiRequest } from '@portal/ui/auth';
import { listQuery, readQuery, useRecordChange } from '../../../lib/queries';

const key = (year: number) => ['staff', 'campaigns', year] as const;

export const useStaffCampaign = (year: number) => useQuery(readQuery(key(year), getStaffCampaign, { params: { year } }));

export const useCampaignSignups = (year: number, query: CampaignSignupsQuery) =>
  useQuery(listQuery([...key(year), 'signups'], getCampaignSignups, query, { year }));

/** Every sign-up of a year in one call, for the export. */
export const allCampaignSignups = (year: number) => apiRequest(getCampaignSignups, { params: { year }, query: { pageSize: 20_000 } });

/** A save answers with the campaign as stored, shown at once. */
export const useSaveCampaign = (year: number) =>
  useRecordChange(
    (body: CampaignRequest) => apiRequest(saveStaffCampaign, { params: { year }, body }),
    () => key(year),
  );
