import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { commitImport, getImport, uploadImport, type ImportKind } from '@portal/contracts/staff-catalogue-import';
import { apiRequest, sendMultipart } from '@portal/ui/auth';

const key = (id: string) => ['staff', 'imports', id] as const;

export const useImport = (id: string | null) =>
  useQuery({
    queryKey: key(id ?? ''),
    queryFn: ({ signal }) => apiRequest(getImport, { params: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
  });

export function useImportChanges() {
  const client = useQueryClient();
  return {
    upload: useMutation({
      mutationFn: ({ kind, file, onProgress }: { kind: ImportKind; file: File; onProgress: (f: number) => void }) => {
        const body = new FormData();
        body.append('kind', kind);
        body.append('file', file);
        return sendMultipart(uploadImport, body, { onProgress });
      },
      onSuccess: (preview) => client.setQueryData(key(preview.id), preview),
    }),
    commit: useMutation({
      mutationFn: (id: string) => apiRequest(commitImport, { params: { id } }),
      onSuccess: (preview) => {
        client.setQueryData(key(preview.id), preview);
        // Prices and discounts changed: what the desks show of dealers is read again.
        void client.invalidateQueries({ queryKey: ['staff', 'customers'] });
      },
    }),
  };
}
