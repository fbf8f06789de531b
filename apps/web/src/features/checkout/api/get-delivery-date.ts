import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getDeliveryDate, type GetDeliveryDateRequest } from '@portal/contracts/order';
import { apiRequest } from '@portal/ui/auth';

/** Keyed on what the estimate depends on; prices are left out because the server prices the lines itself. */
export const deliveryDateQuery = (body: GetDeliveryDateRequest) =>
  queryOptions({
    queryKey: [
      'order',
      'deliveryDate',
      body.requestedDate,
      body.deliveryType ?? null,
      body.cartItems.map((i) => [i.id, i.quantity, i.type, i.headerId ?? null]),
    ],
    queryFn: ({ signal }) => apiRequest(getDeliveryDate, { body, signal }),
  });

/** Estimated delivery date and freight; null asks for nothing (empty cart or no valid date). */
export const useDeliveryDate = (body: GetDeliveryDateRequest | null) =>
  useQuery({
    ...deliveryDateQuery(body ?? { cartItems: [], requestedDate: '' }),
    enabled: body !== null,
    // The last estimate stays visible while a changed cart or date is being asked about.
    placeholderData: keepPreviousData,
  });
