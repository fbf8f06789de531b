import { useMutation, useQuery } from '@tanstack/react-query';
import {
  createIntegrationClient,
  getIntegrationClients,
  revokeIntegrationClient,
  rotateIntegrationClientSecret,
  type CreateIntegrationClientRequest,
} from '@portal/contracts/staff-integration-clients';
import { apiRequest } from '@portal/ui/auth';
import { readQuery, useReread } from '../../../lib/queries';

const key = ['staff', 'integrations', 'clients'] as const;

export const useIntegrationClients = () => useQuery(readQuery(key, getIntegrationClients));

/** Every change to clients reads the list again. */
export function useIntegrationClientChanges() {
  const done = useReread(key);
  return {
    create: useMutation({
      mutationFn: (body: CreateIntegrationClientRequest) => apiRequest(createIntegrationClient, { body }),
      onSuccess: done,
    }),
    rotate: useMutation({
      mutationFn: ({ clientId, graceHours }: { clientId: string; graceHours: number }) =>
        apiRequest(rotateIntegrationClientSecret, { params: { clientId }, body: { graceHours } }),
      onSuccess: done,
    }),
    revoke: useMutation({
      mutationFn: (clientId: string) => apiRequest(revokeIntegrationClient, { params: { clientId } }),
      onSuccess: done,
    }),
  };
}
