import { QueryClient } from '@tanstack/react-query';

/** One cache of server data for the whole back office. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});
