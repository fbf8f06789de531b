import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SalesNode } from '@portal/contracts/order';

/** Add order › Shop › the categories above › the current page; every step but the last is a link. */
export function ShopBreadcrumbs({ trail, current }: { trail: readonly SalesNode[]; current: string | null }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('shop.breadcrumbs')} style={{ overflowWrap: 'anywhere' }}>
      <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap', rowGap: 4 }}>
        <Anchor component={Link} to="/order-add">
          {t('menu.add-order')}
        </Anchor>
        {current === null ? (
          <Text aria-current="page">{t('page.shop-category')}</Text>
        ) : (
          <Anchor component={Link} to="/shop">
            {t('page.shop-category')}
          </Anchor>
        )}
        {trail.map((node) => (
          <Anchor key={node.NodeId} component={Link} to={`/shop/category/${encodeURIComponent(node.NodeId)}`}>
            {node.Label}
          </Anchor>
        ))}
        {current !== null && <Text aria-current="page">{current}</Text>}
      </Breadcrumbs>
    </nav>
  );
}
