import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addInternalComplaintNote,
  assignComplaint,
  getComplaintDeskStaff,
  getStaffComplaint,
  getStaffComplaints,
  replyToComplaint,
  setComplaintStatus,
  type ComplaintStatusCode,
  type StaffComplaintDetail,
  type StaffComplaintsQuery,
} from '@portal/contracts/staff-complaint';
import { apiRequest } from '@portal/ui/auth';

const key = ['staff', 'complaints'] as const;

export const useStaffComplaints = (query: StaffComplaintsQuery) =>
  useQuery({
    queryKey: [...key, 'list', query],
    queryFn: ({ signal }) => apiRequest(getStaffComplaints, { query, signal }),
    // The page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const staffComplaintQuery = (incidentId: string) =>
  queryOptions({
    queryKey: [...key, 'detail', incidentId],
    queryFn: ({ signal }) => apiRequest(getStaffComplaint, { params: { incidentId }, signal }),
  });

export const useDeskStaff = () =>
  useQuery({ queryKey: [...key, 'staff'], queryFn: ({ signal }) => apiRequest(getComplaintDeskStaff, { signal }), staleTime: 5 * 60_000 });

/** Every change answers with the complaint as it now stands; the lists are read again. */
function useComplaintChange<V>(incidentId: string, send: (vars: V) => Promise<StaffComplaintDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (detail) => {
      client.setQueryData(staffComplaintQuery(incidentId).queryKey, detail);
      void client.invalidateQueries({ queryKey: [...key, 'list'] });
    },
  });
}

export const useSetComplaintStatus = (incidentId: string) =>
  useComplaintChange(incidentId, (status: ComplaintStatusCode) =>
    apiRequest(setComplaintStatus, { params: { incidentId }, body: { status } }),
  );

export const useAssignComplaint = (incidentId: string) =>
  useComplaintChange(incidentId, (staffId: string | null) => apiRequest(assignComplaint, { params: { incidentId }, body: { staffId } }));

export const useReplyToComplaint = (incidentId: string) =>
  useComplaintChange(incidentId, (text: string) => apiRequest(replyToComplaint, { params: { incidentId }, body: { text } }));

export const useAddInternalNote = (incidentId: string) =>
  useComplaintChange(incidentId, (text: string) => apiRequest(addInternalComplaintNote, { params: { incidentId }, body: { text } }));
