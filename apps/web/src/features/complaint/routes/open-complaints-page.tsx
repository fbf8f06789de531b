import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorNotice, Page } from '@portal/ui';
import { useOpenComplaints } from '../api/get-open-complaints';
import { ComplaintsTable } from '../components/complaints-table';
import { useComplaintPaging } from '../components/use-complaint-paging';

/** /complaints: registered, ongoing and waiting complaints (spec 000 §2, §4). */
export function OpenComplaintsPage() {
  const { t } = useTranslation();
  const paging = useComplaintPaging();
  const complaints = useOpenComplaints(paging.query);
  const title = t('menu.complaints-open');
  return (
    <Page title={title}>
      <Group>
        <Button component={Link} to="/complaint-new" leftSection={<IconPlus size={16} aria-hidden />}>
          {t('menu.complaints-new')}
        </Button>
      </Group>
      {complaints.isError && (
        <ErrorNotice titleKey="complaints.error.list" onRetry={() => void complaints.refetch()} error={complaints.error} />
      )}
      {/* A failed background refresh keeps the rows already shown. */}
      {!(complaints.isError && !complaints.data) && (
        <ComplaintsTable list="open" label={title} complaints={complaints.data} loading={complaints.isPending} paging={paging} />
      )}
    </Page>
  );
}
