import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  getInsightDelivery,
  getInsightQuality,
  getInsightRates,
  getInsightSales,
  getInsightSalesBreakdown,
  type InsightSalesBreakdownQuery,
  getInsightUse,
  getInsightSubscriptions,
  subscribeInsight,
  cancelInsightSubscription,
  type InsightSubscriptionRequest,
  type InsightUseQuery,
  setInsightRate,
  type InsightDeliveryQuery,
  type InsightQualityQuery,
  type InsightSalesQuery,
  type SetInsightRateRequest,
} from '@portal/contracts/insight';
import { apiRequest } from '@portal/ui/auth';
import { readQuery, useRecordChange, useReread } from '../../../lib/queries';

const key = ['staff', 'insight'] as const;

// The figures stay on screen while the next filter's load.
export const useInsightSales = (query: InsightSalesQuery) =>
  useQuery({ ...readQuery([...key, 'sales', query], getInsightSales, { query }), placeholderData: keepPreviousData });

export const useInsightSalesBreakdown = (query: InsightSalesBreakdownQuery) =>
  useQuery({ ...readQuery([...key, 'sales', 'breakdown', query], getInsightSalesBreakdown, { query }), placeholderData: keepPreviousData });

export const useInsightDelivery = (query: InsightDeliveryQuery) =>
  useQuery({ ...readQuery([...key, 'delivery', query], getInsightDelivery, { query }), placeholderData: keepPreviousData });

export const useInsightQuality = (query: InsightQualityQuery) =>
  useQuery({ ...readQuery([...key, 'quality', query], getInsightQuality, { query }), placeholderData: keepPreviousData });

export const useInsightUse = (query: InsightUseQuery) =>
  useQuery({ ...readQuery([...key, 'use', query], getInsightUse, { query }), placeholderData: keepPreviousData });

export const useInsightRates = (year: number) => useQuery(readQuery([...key, 'rates', year], getInsightRates, { query: { year } }));

/** A rate set is read again with the sales it converts. */
export const useSetInsightRate = () =>
  useRecordChange(
    (body: SetInsightRateRequest) => apiRequest(setInsightRate, { body }),
    (answer) => [...key, 'rate', answer.month, answer.currency],
    [...key, 'sales'],
    [...key, 'rates'],
  );

/** The caller's weekly e-mails of the dashboards. */
export const useInsightSubscriptions = () => useQuery(readQuery([...key, 'subscriptions'], getInsightSubscriptions, {}));

/** Subscribing and cancelling read the caller's list again. */
export function useInsightSubscriptionChanges() {
  const reread = useReread([...key, 'subscriptions']);
  return {
    subscribe: useMutation({
      mutationFn: (body: InsightSubscriptionRequest) => apiRequest(subscribeInsight, { body }),
      onSuccess: reread,
    }),
    cancel: useMutation({
      mutationFn: (id: string) => apiRequest(cancelInsightSubscription, { params: { id } }),
      onSuccess: reread,
    }),
  };
}
