import { Anchor, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorNotice, Page } from '@portal/ui';
import { ApiError } from '@portal/ui/auth';
import { useComplaint } from '../api/get-complaint';
import { complaintNumber, isIncidentId } from '../complaint-logic';
import { ComplaintDetails } from '../components/complaint-details';
import { ComplaintFiles } from '../components/complaint-files';
import { ComplaintNotes } from '../components/complaint-notes';
import { ComplaintResolution } from '../components/complaint-resolution';

/** /complaint/{incidentId}: the complaint, its files and notes (spec 000 §2). Unknown or foreign ids are not found. */
export function ComplaintPage() {
  const { t } = useTranslation();
  const { incidentId } = useParams();
  const valid = isIncidentId(incidentId);
  const complaint = useComplaint(valid ? incidentId : '', valid);
  const notFound = !valid || (complaint.error instanceof ApiError && complaint.error.status === 404);

  if (notFound) {
    return (
      <Page title={t('complaints.detail.not-found-title')}>
        <Text>{t('complaints.detail.not-found-text')}</Text>
        <Anchor component={Link} to="/complaints">
          {t('complaints.detail.back')}
        </Anchor>
      </Page>
    );
  }

  const incident = complaint.data;
  return (
    <Page title={incident ? t('complaints.detail.title', { number: complaintNumber(incident) }) : t('page.complaint')}>
      {incident ? (
        <>
          <ComplaintDetails incident={incident} />
          <ComplaintResolution incidentId={incident.incidentid} />
          <ComplaintFiles incidentId={incident.incidentid} />
          <ComplaintNotes incidentId={incident.incidentid} />
        </>
      ) : complaint.isError ? (
        <ErrorNotice titleKey="complaints.error.detail" onRetry={() => void complaint.refetch()} error={complaint.error} />
      ) : (
        <Stack gap="md" aria-busy>
          <VisuallyHidden role="status">{t('complaints.loading')}</VisuallyHidden>
          <Skeleton h={220} radius="md" />
          <Skeleton h={140} radius="md" />
        </Stack>
      )}
    </Page>
  );
}
