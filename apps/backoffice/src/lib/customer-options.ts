import { useQuery } from '@tanstack/react-query';
import { getCustomerOptions } from '@portal/contracts/staff-dealer';
import { readQuery } from './queries';

/**
 * The price lists and sales representatives a dealer can be given (the representatives' names for their ids, too).
 * They change seldom: read once per visit, and only where they are shown (`enabled`).
 */
export const useCustomerOptions = (enabled = true) =>
  useQuery({ ...readQuery(['staff', 'customer-options'], getCustomerOptions), staleTime: 10 * 60_000, enabled });
