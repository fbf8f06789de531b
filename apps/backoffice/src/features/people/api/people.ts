import { useMutation } from '@tanstack/react-query';
import { getStaffCustomer } from '@portal/contracts/staff-dealer';
import { erasePerson, exportPersonalData } from '@portal/contracts/staff-people';
import { apiRequest } from '@portal/ui/auth';
import { readQuery, useReread } from '../../../lib/queries';

/** The dealer with its users, as the dealer screen reads it (the same key, so both show the same). */
export const dealerQuery = (customerNumber: string) =>
  readQuery(['staff', 'customers', 'detail', customerNumber], getStaffCustomer, { params: { customerNumber } });

/** Everything the portal holds about the user, handed to the browser as one JSON file. */
export async function downloadPersonalData(customerNumber: string, contactId: string) {
  const data = await apiRequest(exportPersonalData, { params: { customerNumber, contactId } });
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `personal-data-${customerNumber}-${contactId}.json`;
  link.click();
  // The click has started the download; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Erases the user; the dealer (and its list of users) is read again. */
export function useErasePerson(customerNumber: string, contactId: string) {
  const done = useReread(dealerQuery(customerNumber).queryKey);
  return useMutation({
    mutationFn: (confirmEmail: string) => apiRequest(erasePerson, { params: { customerNumber, contactId }, body: { confirmEmail } }),
    onSuccess: done,
  });
}
