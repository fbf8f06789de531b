import { Anchor, Badge, Group, Image, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRODUCT_KINDS, TRANSLATED_LANGUAGES, type ProductKind, type StaffProductRow } from '@portal/contracts/staff-catalogue';
import { Page } from '@portal/ui';
import { type PagedColumn } from '../../../components/paged-table';
import { QueueTable } from '../../../components/queue-table';
import { useUrlFilters } from '../../../lib/url-filters';
import { useStaffProducts } from '../api/products';
import { UrlFilterSelect } from '../../../components/url-filter-select';

const isKind = (value: string | null): value is ProductKind => (PRODUCT_KINDS as readonly (string | null)[]).includes(value);

/** The catalogue, searched and filtered on the server; each product opens for editing. */
export function ProductsPage() {
  const { t } = useTranslation();
  const filters = useUrlFilters();
  const kind = filters.get('kind');
  const active = filters.get('active');
  const search = filters.get('search') ?? '';
  const [debouncedSearch] = useDebouncedValue(search, 300);

  const list = useStaffProducts({
    ...(isKind(kind) ? { kind } : {}),
    ...(active === 'true' || active === 'false' ? { active } : {}),
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
    page: filters.page,
    pageSize: filters.pageSize,
  });

  const columns: PagedColumn<StaffProductRow>[] = [
    {
      key: 'image',
      secondary: true,
      header: t('products.column.image'),
      cell: (r) => <Image src={r.imageUrl ?? undefined} alt="" w={40} h={40} fit="contain" />,
    },
    {
      key: 'item',
      card: 'title',
      header: t('products.column.item'),
      nowrap: true,
      cell: (r) => (
        <Anchor component={Link} to={`/products/${encodeURIComponent(r.itemNumber)}`}>
          {r.itemNumber}
        </Anchor>
      ),
    },
    { key: 'description', card: 'meta', header: t('products.column.description'), cell: (r) => r.description },
    { key: 'kind', card: 'detail', header: t('products.column.kind'), nowrap: true, cell: (r) => t(`products.kinds.${r.kind}`) },
    { key: 'brand', card: 'detail', secondary: true, header: t('products.column.brand'), nowrap: true, cell: (r) => r.brand },
    {
      key: 'texts',
      card: 'detail',
      secondary: true,
      header: t('products.column.translations'),
      nowrap: true,
      cell: (r) => t('products.translations', { count: r.translations, total: TRANSLATED_LANGUAGES.length }),
    },
    {
      key: 'active',
      card: 'status',
      header: t('products.column.status'),
      nowrap: true,
      cell: (r) => (
        <Badge variant="light" color={r.active ? 'green' : 'gray'}>
          {t(r.active ? 'products.active' : 'products.inactive')}
        </Badge>
      ),
    },
  ];

  return (
    <Page title={t('products.title')}>
      <Group align="end" wrap="wrap" gap="sm">
        <TextInput
          label={t('products.search')}
          description={t('products.search-hint')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => filters.update({ search: e.currentTarget.value })}
          w={{ base: '100%', sm: 300 }}
        />
        <UrlFilterSelect
          filters={filters}
          name="kind"
          label={t('products.column.kind')}
          all={t('products.all')}
          data={PRODUCT_KINDS.map((k) => ({ value: k, label: t(`products.kinds.${k}`) }))}
        />
        <UrlFilterSelect
          filters={filters}
          name="active"
          label={t('products.column.status')}
          all={t('products.all')}
          data={[
            { value: 'true', label: t('products.active') },
            { value: 'false', label: t('products.inactive') },
          ]}
          width={160}
        />
      </Group>
      <QueueTable
        query={list}
        filters={filters}
        label={t('products.title')}
        columns={columns}
        rowKey={(r) => r.itemNumber}
        empty={t('products.empty')}
        errorKey="products.load-error"
      />
    </Page>
  );
}
