import { useMutation, useQuery } from '@tanstack/react-query';
import {
  addInternalComplaintNote,
  assignComplaint,
  assignComplaints,
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
import { listKey, listQuery, readQuery, useRecordChange, useReread } from '../../../lib/queries';

const key = ['staff', 'complaints'] as const;

export const useStaffComplaints = (query: StaffComplaintsQuery) => useQuery(listQuery(key, getStaffComplaints, query));

export const staffComplaintQuery = (incidentId: string) =>
  readQuery([...key, 'detail', incidentId], getStaffComplaint, { params: { incidentId } });

export const useDeskStaff = () => useQuery({ ...readQuery([...key, 'staff'], getComplaintDeskStaff), staleTime: 5 * 60_000 });

/** Every change answers with the complaint as it now stands; the lists are read again. */
const useComplaintChange = <V>(incidentId: string, send: (vars: V) => Promise<StaffComplaintDetail>) =>
  useRecordChange(send, () => staffComplaintQuery(incidentId).queryKey, listKey(key));

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

/** Several complaints assigned at once; the lists and the complaints' own screens are read again. */
export const useAssignComplaints = () =>
  useMutation({
    mutationFn: (body: { incidentIds: string[]; staffId: string | null }) => apiRequest(assignComplaints, { body }),
    onSettled: useReread(key),
  });
