import { useMutation } from '@tanstack/react-query';
import type { FileDownload } from '@portal/contracts/endpoint';
import { fetchFile as fetchAnyFile, saveFile, type DownloadedFile } from '@portal/ui/auth';

export { fileNameFrom, saveFile, type DownloadedFile } from '@portal/ui/auth';

/** A file call of the contracts (a PDF document, say), fetched with the bearer token as the shared fetchFile does. */
export const fetchFile = (
  download: Pick<FileDownload, 'path' | 'contentType'>,
  query: Record<string, string | undefined>,
  fallbackName: string,
): Promise<DownloadedFile> => fetchAnyFile({ path: download.path, accept: download.contentType }, query, fallbackName);

/** Fetches a file with the fetcher and saves it; `isPending` while it comes. */
export const useFileDownload = <Q>(fetcher: (query: Q) => Promise<DownloadedFile>) =>
  useMutation({
    mutationFn: fetcher,
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
