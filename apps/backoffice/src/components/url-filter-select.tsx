import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MARKETS } from '@portal/contracts/languages';
import { choices } from '../lib/labels';
import { shownChoice } from '../lib/list-page-logic';
import { useListFilters } from './list-page';

type Props = {
  /** The filter's name in the address. */
  name: string;
  label: string;
  data: { value: string; label: string }[];
  width?: number;
};

/**
 * One of a list's filters, kept in the address; cleared, it shows every row (the toolbar's `all` text), and a value
 * in the address that is none of its choices shows as none.
 */
export function UrlFilterSelect({ name, label, data, width = 180 }: Props) {
  const { filters, all } = useListFilters();
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
  return <UrlFilterSelect {...props} name="market" data={choices(MARKETS, (m) => t(`markets.${m}`))} />;
}
