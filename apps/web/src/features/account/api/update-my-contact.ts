import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateMyContact, type UpdateMyContactRequest } from '@portal/contracts/dealer';
import { apiRequest } from '@portal/ui/auth';
import { myContactQuery } from './get-my-contact';

export const updateMyContactRequest = (body: UpdateMyContactRequest) => apiRequest(updateMyContact, { body });

/** Saves the user's own details; the box shows what the server then holds. */
export function useUpdateMyContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyContactRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myContactQuery().queryKey }),
  });
}
