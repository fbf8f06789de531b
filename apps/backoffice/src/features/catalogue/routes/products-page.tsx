import { Anchor, Badge, Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRODUCT_KINDS, TRANSLATED_LANGUAGES, type StaffProductRow } from '@portal/contracts/staff-catalogue';
import { QueuePage, UrlTextFilter } from '../../../components/list-page';
import { type PagedColumn } from '../../../components/paged-table';
import { choices } from '../../../lib/labels';
import { yesNoChoices } from '../../../lib/list-page-logic';
import { useListPage } from '../../../lib/list-page';
import { useStaffProducts } from '../api/products';
import { UrlFilterSelect } from '../../../components/url-filter-select';
import { activeBadge, PRODUCT_FILTERS, productPath } from '../catalogue-logic';

/** The catalogue, searched and filtered on the server; each product opens for editing. */
export function ProductsPage() {
  const { t } = useTranslation();
  const page = useListPage({ filters: PRODUCT_FILTERS });
  const list = useStaffProducts(page.query);

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
        <Anchor component={Link} to={productPath(r.itemNumber)}>
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
      cell: (r) => {
        const active = activeBadge(r.active);
        return (
          <Badge variant="light" color={active.color}>
            {t(active.key)}
          </Badge>
        );
      },
    },
  ];

  return (
    <QueuePage
      views="products"
      title={t('products.title')}
      page={page}
      list={list}
      all={t('products.all')}
      toolbar={
        <>
          <UrlTextFilter label={t('products.search')} description={t('products.search-hint')} width={300} />
          <UrlFilterSelect name="kind" label={t('products.column.kind')} data={choices(PRODUCT_KINDS, (k) => t(`products.kinds.${k}`))} />
          <UrlFilterSelect
            name="active"
            label={t('products.column.status')}
            data={yesNoChoices(t('products.active'), t('products.inactive'))}
            width={160}
          />
        </>
      }
      columns={columns}
      rowKey={(r) => r.itemNumber}
      empty={t('products.empty')}
      errorKey="products.load-error"
    />
  );
}
