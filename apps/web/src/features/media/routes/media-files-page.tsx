import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorNotice, Page } from '@portal/ui';
import { usePortalUser } from '../../../lib/use-portal-user';
import { contentMarket } from '../../../lib/content-client';
import { useFiles } from '../api/get-files';
import { FileFolders } from '../components/file-folders';
import { MediaLoading } from '../components/media-loading';
import { MEDIA_FILE_PAGES, type MediaFilePage } from '../media-logic';

/** A downloadable file list grouped by category (spec 001 §2). */
function MediaFilesPage({ page }: { page: MediaFilePage }) {
  const { t } = useTranslation();
  const { titleKey, introKey, contentTypes } = MEDIA_FILE_PAGES[page];
  const market = contentMarket(usePortalUser()?.market);
  const files = useFiles(market, contentTypes);

  return (
    <Page title={t(titleKey)}>
      <Text>{t(introKey)}</Text>
      {files.isError && !files.folders ? (
        <ErrorNotice titleKey="media.error" onRetry={files.refetch} error={files.error} />
      ) : !files.folders ? (
        <MediaLoading />
      ) : files.folders.length === 0 ? (
        <Text c="dimmed">{t('media.empty')}</Text>
      ) : (
        <FileFolders folders={files.folders} />
      )}
    </Page>
  );
}

export const MediaDocumentsPage = () => <MediaFilesPage page="documents" />;
export const MediaCampaignPage = () => <MediaFilesPage page="campaign" />;
export const MediaDopPage = () => <MediaFilesPage page="dop" />;
export const MediaManualsPage = () => <MediaFilesPage page="manuals" />;
export const MediaSignsPage = () => <MediaFilesPage page="signs" />;
