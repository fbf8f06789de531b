import { useMutation } from '@tanstack/react-query';
import { requestEmailChange, type EmailChangeRequest } from '@portal/contracts/messages';
import { apiRequest } from '@portal/ui/auth';

export const requestEmailChangeRequest = (body: EmailChangeRequest) => apiRequest(requestEmailChange, { body });

/** Sends a link to the new address; the address changes only when it is followed, so nothing here changes yet. */
export const useRequestEmailChange = () => useMutation({ mutationFn: requestEmailChangeRequest });
