import { useMutation, useQuery } from '@tanstack/react-query';
import {
  createStaffArticle,
  deleteStaffContactText,
  deleteStaffContentFile,
  getStaffArticle,
  getStaffArticles,
  getStaffContactTexts,
  getStaffContentFiles,
  replaceStaffContentFile,
  saveStaffContactText,
  updateStaffArticle,
  updateStaffContentFile,
  uploadStaffContentFile,
  type ArticleRequest,
  type ContactTextRequest,
  type ContentFileFields,
  type StaffArticlesQuery,
  type StaffContentFilesQuery,
} from '@portal/contracts/staff-content';
import type { Market } from '@portal/contracts/languages';
import { apiRequest, sendMultipart } from '@portal/ui/auth';
import { listKey, listQuery, readQuery, useRecordChange, useReread } from '../../../lib/queries';

const articlesKey = ['staff', 'articles'] as const;
const filesKey = ['staff', 'content-files'] as const;

export const useStaffArticles = (query: StaffArticlesQuery) => useQuery(listQuery(articlesKey, getStaffArticles, query));

export const staffArticleQuery = (id: string) => readQuery([...articlesKey, 'detail', id], getStaffArticle, { params: { id } });

/** Saves a new article or changes one; the answer is the article as stored, its HTML sanitized. */
export const useSaveArticle = (id: string | null) =>
  useRecordChange(
    (body: ArticleRequest) => (id ? apiRequest(updateStaffArticle, { params: { id }, body }) : apiRequest(createStaffArticle, { body })),
    (article) => staffArticleQuery(article.id).queryKey,
    listKey(articlesKey),
  );

export const useStaffContentFiles = (query: StaffContentFilesQuery) => useQuery(listQuery(filesKey, getStaffContentFiles, query));

const formOf = (file: File, fields?: ContentFileFields) => {
  const body = new FormData();
  if (fields) body.append('data', JSON.stringify(fields));
  body.append('file', file);
  return body;
};

/** Uploads, replacements and changes of files; every one reads the lists again. */
export function useContentFileChanges() {
  const done = useReread(filesKey);
  return {
    upload: useMutation({
      mutationFn: ({ file, fields, onProgress }: { file: File; fields: ContentFileFields; onProgress: (f: number) => void }) =>
        sendMultipart(uploadStaffContentFile, formOf(file, fields), { onProgress }),
      onSuccess: done,
    }),
    replace: useMutation({
      mutationFn: ({ id, file, onProgress }: { id: string; file: File; onProgress: (f: number) => void }) =>
        sendMultipart(replaceStaffContentFile, formOf(file), { onProgress, params: { id } }),
      onSuccess: done,
    }),
    update: useMutation({
      mutationFn: ({ id, fields }: { id: string; fields: ContentFileFields }) =>
        apiRequest(updateStaffContentFile, { params: { id }, body: fields }),
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiRequest(deleteStaffContentFile, { params: { id } }),
      onSuccess: done,
    }),
  };
}

const contactKey = ['staff', 'contact-texts'] as const;

export const useStaffContactTexts = () => useQuery(readQuery(contactKey, getStaffContactTexts));

/** Saving or removing a market's contact texts; `all` is every market's. */
export function useContactTextChanges(market: Market | 'all') {
  const done = useReread(contactKey);
  return {
    save: useMutation({
      mutationFn: (body: ContactTextRequest) => apiRequest(saveStaffContactText, { params: { market }, body }),
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: () =>
        market === 'all'
          ? Promise.reject(new Error('every market keeps its texts'))
          : apiRequest(deleteStaffContactText, { params: { market } }),
      onSuccess: done,
    }),
  };
}
