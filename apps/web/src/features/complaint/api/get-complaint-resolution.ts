import { queryOptions, useQuery } from '@tanstack/react-query';
import { getComplaintResolution, getReturnLabel } from '@portal/contracts/complaint';
import type { Language } from '@portal/contracts/languages';
import { apiRequest } from '@portal/ui/auth';
import { fetchFile, useFileDownload } from '../../../lib/file-download';
import { complaintKeys } from './complaint-keys';

export const complaintResolutionQuery = (incidentId: string) =>
  queryOptions({
    queryKey: complaintKeys.resolution(incidentId),
    queryFn: ({ signal }) => apiRequest(getComplaintResolution, { query: { incidentId }, signal }),
  });

/** The complaint's replacement orders, returns and credit notes, and its outcome. */
export const useComplaintResolution = (incidentId: string) => useQuery(complaintResolutionQuery(incidentId));

/** A return's label as a PDF, fetched with the user's token. */
export const useDownloadReturnLabel = () =>
  useFileDownload((query: { returnNumber: string; lang: Language }) =>
    fetchFile(getReturnLabel, query, `return-label-${query.returnNumber}.pdf`),
  );
