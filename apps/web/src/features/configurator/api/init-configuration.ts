import { queryOptions, useQuery } from '@tanstack/react-query';
import { initConfiguration, type Ruleset } from '@portal/contracts/configurator';
import { apiRequest } from '@portal/ui/auth';

/**
 * Starts a configurator session. Each visit of /cpq starts its own (the route has its own
 * query cache), and a failed start is retried by the user, never behind their back.
 */
export const initConfigurationQuery = (ruleset: Ruleset, headerId: string | undefined) =>
  queryOptions({
    queryKey: ['cpq', 'init', ruleset, headerId ?? null],
    queryFn: ({ signal }) => apiRequest(initConfiguration, { query: headerId ? { ruleset, headerId } : { ruleset }, signal }),
    staleTime: Infinity,
    retry: false,
  });

export const useInitConfiguration = (ruleset: Ruleset, headerId: string | undefined) => useQuery(initConfigurationQuery(ruleset, headerId));
