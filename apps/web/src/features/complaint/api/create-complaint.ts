import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createComplaint, type NewComplaintData } from '@portal/contracts/complaint';
import type { z } from 'zod';
import { complaintKeys } from './complaint-keys';
import { sendMultipart, type MultipartOptions } from '@portal/ui/auth';

export type CreateComplaintInput = { data: z.input<typeof NewComplaintData>; files: readonly File[] } & MultipartOptions;

export function createComplaintRequest({ data, files, ...options }: CreateComplaintInput) {
  const body = new FormData();
  body.append('data', JSON.stringify(data));
  for (const file of files) body.append('files', file, file.name);
  return sendMultipart(createComplaint, body, options);
}

/** Registers a complaint; the lists reload so it shows among the open ones. */
export function useCreateComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComplaintRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complaintKeys.open }),
  });
}
