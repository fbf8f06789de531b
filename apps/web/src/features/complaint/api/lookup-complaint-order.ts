import { useMutation } from '@tanstack/react-query';
import { lookupComplaintOrder } from '@portal/contracts/complaint';
import { apiRequest } from '@portal/ui/auth';

/** The delivered order behind an order or serial number; run when the user searches, so a mutation. */
export const useLookupComplaintOrder = () =>
  useMutation({ mutationFn: (searchId: string) => apiRequest(lookupComplaintOrder, { query: { searchId } }) });
