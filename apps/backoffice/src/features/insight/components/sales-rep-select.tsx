import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUrlFilters } from '../../../lib/url-filters';
import { useSalesReps } from '../api/insight';

/**
 * The sales representative filter, kept in the address as `salesRep`. Its choices arrive after the page; the
 * select then reports its empty value again, which must not write the address (it would write it from the
 * address as it was before the filters chosen meanwhile), so only a changed choice does.
 */
export function SalesRepSelect({ value }: { value: string | undefined }) {
  const { t } = useTranslation();
  const filters = useUrlFilters();
  const reps = useSalesReps().data?.salesReps ?? [];
  return (
    <Select
      label={t('insight.filters.sales-rep')}
      placeholder={t('insight.filters.all-sales-reps')}
      data={reps.map((r) => ({ value: r.id, label: r.name }))}
      value={value ?? null}
      onChange={(next) => {
        if ((next ?? undefined) !== value) filters.update({ salesRep: next });
      }}
      clearable
      w={{ base: '100%', sm: 180 }}
    />
  );
}
