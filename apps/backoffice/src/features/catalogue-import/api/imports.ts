import { useQuery } from '@tanstack/react-query';
import { commitImport, getImport, undoImport, uploadImport, type ImportKind } from '@portal/contracts/staff-catalogue-import';
import { apiRequest, sendMultipart } from '@portal/ui/auth';
import { readQuery, useRecordChange } from '../../../lib/queries';

const key = (id: string) => ['staff', 'imports', id] as const;
const stored = (preview: { id: string }) => key(preview.id);

export const useImport = (id: string | null) =>
  useQuery({ ...readQuery(key(id ?? ''), getImport, { params: { id: id ?? '' } }), enabled: Boolean(id) });

export function useImportChanges() {
  return {
    upload: useRecordChange(({ kind, file, onProgress }: { kind: ImportKind; file: File; onProgress: (f: number) => void }) => {
      const body = new FormData();
      body.append('kind', kind);
      body.append('file', file);
      return sendMultipart(uploadImport, body, { onProgress });
    }, stored),
    // Prices and discounts changed: what the desks show of dealers is read again.
    commit: useRecordChange(
      ({ id, confirmRemovals }: { id: string; confirmRemovals?: number }) =>
        apiRequest(commitImport, { params: { id }, body: confirmRemovals === undefined ? {} : { confirmRemovals } }),
      stored,
      ['staff', 'customers'],
    ),
    // The lists are put back as they were before the import.
    undo: useRecordChange((id: string) => apiRequest(undoImport, { params: { id } }), stored, ['staff', 'customers']),
  };
}
