import { Button, Group } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StaffFileDownload } from '@portal/contracts/endpoint';
import { EXPORT_CONTENT_TYPES, type ExportFormat } from '@portal/contracts/staff-common';
import { fetchFile, saveFile } from '@portal/ui/auth';
import { exportQueryOf } from '../lib/list-page-logic';
import { FailedNotice } from './form-parts';

type Props = {
  /** The list's export call. */
  download: Pick<StaffFileDownload, 'path'>;
  /** The list's query as it asks the server: its filters and order go to the export, its page does not. */
  query: Record<string, unknown>;
  /** The file's name without its extension, should the server give none. */
  name: string;
};

/** The list's export of what its filter finds, as CSV or XLSX, with the header in the staff member's language. */
export function ExportButtons({ download, query, name }: Props) {
  const { t } = useTranslation();
  const run = useMutation({
    mutationFn: (format: ExportFormat) =>
      fetchFile({ path: download.path, accept: EXPORT_CONTENT_TYPES[format] }, { ...exportQueryOf(query), format }, `${name}.${format}`),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
  return (
    <Group gap="xs" align="end">
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={run.isPending && run.variables === format}
          onClick={() => run.mutate(format)}
        >
          {t(`export.${format}`)}
        </Button>
      ))}
      <FailedNotice text={run.isError && t('export.failed')} />
    </Group>
  );
}
