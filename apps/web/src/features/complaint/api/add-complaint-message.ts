import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addComplaintMessage } from '@portal/contracts/complaint';
import { apiRequest } from '@portal/ui/auth';
import { complaintKeys } from './complaint-keys';

/** Adds a note; the notes history reloads before the mutation counts as done. */
export function useAddComplaintMessage(incidentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (description: string) => apiRequest(addComplaintMessage, { body: { incidentId, description } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complaintKeys.messages(incidentId) }),
  });
}
