import { QueryClient } from '@tanstack/react-query';

/**
 * The one cache of server data, shared by the portal layout and the full-screen configurator,
 * so moving between them keeps what was loaded. Only screens behind sign-in import it.
 */
export const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } });
