import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MARKETS } from '@portal/contracts/languages';
import { shownChoice } from '../lib/list-page-logic';
import type { UrlFilters } from '../lib/url-filters';

type Props = {
  filters: UrlFilters;
  /** The filter's name in the address. */
  name: string;
  label: string;
  /** The text of the empty choice: every row. */
  all: string;
  data: { value: string; label: string }[];
  width?: number;
};

/** One of a list's filters, kept in the address; cleared, it shows every row, and a value in the address that is none of its choices shows as none. */
export function UrlFilterSelect({ filters, name, label, all, data, width = 180 }: Props) {
  return (
    <Select
      label={label}
      placeholder={all}
      data={data}
      value={shownChoice(filters.get(name), data)}
      onChange={(value) => filters.update({ [name]: value })}
      clearable
      w={{ base: '100%', sm: width }}
    />
  );
}

/** The market filter most lists have: the portal's markets by their names, as `market` in the address. */
export function UrlMarketSelect(props: Omit<Props, 'name' | 'data'>) {
  const { t } = useTranslation();
  return <UrlFilterSelect {...props} name="market" data={MARKETS.map((m) => ({ value: m, label: t(`markets.${m}`) }))} />;
}
