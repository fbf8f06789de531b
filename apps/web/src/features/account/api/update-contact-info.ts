import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateContactInfo, type UpdateContactInfoRequest } from '@portal/contracts/dealer';
import { apiRequest } from '@portal/ui/auth';
import { contactInfoQuery } from './get-contact-info';

export const updateContactInfoRequest = (body: UpdateContactInfoRequest) => apiRequest(updateContactInfo, { body });

/** Saves the company contact; the box shows what the server then holds. */
export function useUpdateContactInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContactInfoRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactInfoQuery().queryKey }),
  });
}
