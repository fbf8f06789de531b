import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SalesNode } from '@portal/contracts/order';

/** Shop › ancestors › current; every step but the last is a link. */
export function ShopBreadcrumbs({ trail, current }: { trail: readonly SalesNode[]; current: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('shop.breadcrumbs')}>
      <Breadcrumbs separatorMargin={6}>
        <Anchor component={Link} to="/order-add">
          {t('menu.add-order')}
        </Anchor>
        {trail.map((node) => (
          <Anchor key={node.NodeId} component={Link} to={`/shop/category/${encodeURIComponent(node.NodeId)}`}>
            {node.Label}
          </Anchor>
        ))}
        <Text aria-current="page">{current}</Text>
      </Breadcrumbs>
    </nav>
  );
}
