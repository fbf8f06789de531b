import { useQuery } from '@tanstack/react-query';
import { getThisYearsCampaign } from '@portal/contracts/campaign';
import { apiRequest } from '@portal/ui/auth';

/** The campaign's name and the texts marketing wrote for it, in every language it wrote them. */
export const useThisYearsCampaign = () =>
  useQuery({ queryKey: ['reseller', 'campaign'], queryFn: ({ signal }) => apiRequest(getThisYearsCampaign, { signal }) });
