import { queryOptions, useQuery } from '@tanstack/react-query';
import { getComplaintImages } from '@portal/contracts/complaint';
import { apiRequest } from '@portal/ui/auth';
import { complaintKeys } from './complaint-keys';

/** The attachments; the server already leaves out the hidden names of spec 000 §9. */
export const complaintImagesQuery = (incidentId: string) =>
  queryOptions({
    queryKey: complaintKeys.images(incidentId),
    queryFn: ({ signal }) => apiRequest(getComplaintImages, { query: { incidentId }, signal }),
  });

export const useComplaintImages = (incidentId: string) => useQuery(complaintImagesQuery(incidentId));
