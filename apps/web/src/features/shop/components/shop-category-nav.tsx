import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSalesNodes } from '../../../api/get-sales-nodes';

/**
 * The shop's main categories (stoves, chimney, accessories, spare parts, as the catalogue has
 * them), so every part of the catalogue is one step away; the one the page is in is marked.
 */
export function ShopCategoryNav({ currentRoot }: { currentRoot: string | null }) {
  const { t } = useTranslation();
  const roots = useSalesNodes(undefined);
  if (!roots.data) return null;
  return (
    <nav aria-label={t('shop.categories')}>
      <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {roots.data.children.map((node) => (
          <li key={node.NodeId}>
            <Button
              component={Link}
              to={`/shop/category/${encodeURIComponent(node.NodeId)}`}
              variant={node.NodeId === currentRoot ? 'filled' : 'default'}
              size="compact-md"
              aria-current={node.NodeId === currentRoot ? 'true' : undefined}
            >
              {node.Label}
            </Button>
          </li>
        ))}
      </Group>
    </nav>
  );
}
