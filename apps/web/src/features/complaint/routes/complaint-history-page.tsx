import { useTranslation } from 'react-i18next';
import { ErrorNotice, Page } from '@portal/ui';
import { useHistoryComplaints } from '../api/get-history-complaints';
import { ComplaintsTable } from '../components/complaints-table';
import { useComplaintPaging } from '../components/use-complaint-paging';

/** /complaints-history: completed complaints, without the status column (spec 000 §2). */
export function ComplaintHistoryPage() {
  const { t } = useTranslation();
  const paging = useComplaintPaging();
  const complaints = useHistoryComplaints(paging.query);
  const title = t('menu.complaints-closed');
  return (
    <Page title={title}>
      {complaints.isError && (
        <ErrorNotice titleKey="complaints.error.list" onRetry={() => void complaints.refetch()} error={complaints.error} />
      )}
      {!(complaints.isError && !complaints.data) && (
        <ComplaintsTable list="history" label={title} complaints={complaints.data} loading={complaints.isPending} paging={paging} />
      )}
    </Page>
  );
}
