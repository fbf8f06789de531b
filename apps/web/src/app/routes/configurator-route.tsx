import { QueryClientProvider } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { ErrorDialogProvider } from '@portal/ui';
import { queryClient } from '../../lib/query-client';
import { RequireAuth } from '../../features/auth/components/require-auth';
import { Configurator } from '../../features/configurator/components/configurator';
import { readNavigationState } from '../../features/configurator/configurator-logic';

/**
 * /cpq is full screen, outside the portal layout: it brings the sign-in guard and the
 * providers the layout would otherwise give, with the portal's own cache of server data.
 */
export function ConfiguratorRoute() {
  return (
    <RequireAuth>
      <QueryClientProvider client={queryClient}>
        <ErrorDialogProvider>
          <CpqScreen />
        </ErrorDialogProvider>
      </QueryClientProvider>
    </RequireAuth>
  );
}

/** Without a ruleset in the navigation state there is nothing to configure (spec 001 §2). */
function CpqScreen() {
  const state = readNavigationState(useLocation().state);
  if (!state) return <Navigate to="/order-add" replace />;
  return <Configurator ruleset={state.ruleset} headerId={state.headerId} />;
}
