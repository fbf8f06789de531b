import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadComplaintImages } from '@portal/contracts/complaint';
import { complaintKeys } from './complaint-keys';
import { sendMultipart, type MultipartOptions } from '@portal/ui/auth';

export type UploadInput = { files: readonly File[] } & MultipartOptions;

/** More images or PDFs for an existing complaint; the attachment list reloads afterwards. */
export function useUploadComplaintFiles(incidentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ files, ...options }: UploadInput) => {
      const body = new FormData();
      body.append('incidentId', incidentId);
      for (const file of files) body.append('files', file, file.name);
      return sendMultipart(uploadComplaintImages, body, options);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complaintKeys.images(incidentId) }),
  });
}
