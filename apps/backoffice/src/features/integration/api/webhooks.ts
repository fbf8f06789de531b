import { useMutation, useQuery } from '@tanstack/react-query';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookBacklog,
  getWebhookDeliveries,
  getWebhookEndpoints,
  resendWebhookDelivery,
  rotateWebhookSecret,
  sendWebhookTestEvent,
  updateWebhookEndpoint,
  type CreateWebhookRequest,
  type UpdateWebhookRequest,
} from '@portal/contracts/integration-webhooks';
import { apiRequest } from '@portal/ui/auth';
import { readQuery, useReread } from '../../../lib/queries';
import { deliveryLogRefresh, refreshWhileWaiting } from '../webhook-logic';

const key = ['staff', 'integrations', 'webhooks'] as const;

export const useWebhookEndpoints = () =>
  useQuery({
    ...readQuery(key, getWebhookEndpoints),
    refetchInterval: (q) => refreshWhileWaiting((q.state.data?.items ?? []).map((e) => e.backlog)),
  });

/** An endpoint's latest deliveries (the first page of 100), read again while the log is open; its backlog while some wait. */
export const useWebhookDeliveries = (id: string) =>
  useQuery({
    ...readQuery([...key, id, 'deliveries'], getWebhookDeliveries, { params: { id }, query: { pageSize: 100 } }),
    refetchInterval: (q) => deliveryLogRefresh((q.state.data?.items ?? []).map((d) => d.state)),
  });

export const useWebhookBacklog = (id: string) =>
  useQuery({
    ...readQuery([...key, id, 'backlog'], getWebhookBacklog, { params: { id } }),
    refetchInterval: (q) => refreshWhileWaiting([q.state.data?.backlog ?? 0]),
  });

/** Every change to endpoints reads the endpoints, their deliveries and backlogs again. */
export function useWebhookChanges() {
  const done = useReread(key);
  return {
    create: useMutation({ mutationFn: (body: CreateWebhookRequest) => apiRequest(createWebhookEndpoint, { body }), onSuccess: done }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: UpdateWebhookRequest }) => apiRequest(updateWebhookEndpoint, { params: { id }, body }),
      onSuccess: done,
    }),
    remove: useMutation({ mutationFn: (id: string) => apiRequest(deleteWebhookEndpoint, { params: { id } }), onSuccess: done }),
    rotate: useMutation({ mutationFn: (id: string) => apiRequest(rotateWebhookSecret, { params: { id } }), onSuccess: done }),
    test: useMutation({ mutationFn: (id: string) => apiRequest(sendWebhookTestEvent, { params: { id } }), onSuccess: done }),
    resend: useMutation({
      mutationFn: ({ id, deliveryId }: { id: string; deliveryId: string }) =>
        apiRequest(resendWebhookDelivery, { params: { id, deliveryId } }),
      onSuccess: done,
    }),
  };
}
