import { Card, Image, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SALES_NODE_TYPE_PRODUCT } from '@portal/contracts/order';
import { ErrorNotice, NotFound, Page } from '@portal/ui';
import { ApiError } from '@portal/ui/auth';
import { useSalesNodes } from '../../../api/get-sales-nodes';
import { OrderableProductList } from '../../../components/orderable-product-list';
import { categoryHeading, splitChildren } from '../shop-logic';
import { ShopBreadcrumbs } from '../components/shop-breadcrumbs';
import { ShopCategoryNav } from '../components/shop-category-nav';
import { ShopSearch } from '../components/shop-search';

export function CategoryPage() {
  const { t } = useTranslation();
  // /shop is the top of the tree: the main categories.
  const { categoryId } = useParams();
  const nodes = useSalesNodes(categoryId);
  const productsId = useId();
  const children = splitChildren(nodes.data?.children ?? []);

  if (nodes.error instanceof ApiError && nodes.error.status === 404) return <NotFound />;
  const current = nodes.data?.current;
  const root = categoryId === undefined ? null : (nodes.data?.ancestors[0]?.NodeId ?? current?.NodeId ?? null);
  const heading = categoryHeading({ categoryId, label: current?.Label });
  return (
    <Page
      title={current?.Label ?? (heading === 'loading' ? t('app.loading') : t('page.shop-category'))}
      above={
        (current || categoryId === undefined) && (
          <ShopBreadcrumbs trail={nodes.data?.ancestors ?? []} current={categoryId === undefined ? null : (current?.Label ?? '')} />
        )
      }
    >
      <ShopSearch />
      {categoryId !== undefined && <ShopCategoryNav currentRoot={root} />}
      {nodes.isError ? (
        <ErrorNotice titleKey="shop.load-error" onRetry={() => void nodes.refetch()} error={nodes.error} />
      ) : (
        (nodes.isLoading || children.tiles.length > 0) && (
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {nodes.isLoading
              ? Array.from({ length: 8 }, (_, i) => (
                  <li key={i}>
                    <Skeleton h={220} radius="md" />
                  </li>
                ))
              : children.tiles.map((node) => {
                  const isProduct = node.NodeType === SALES_NODE_TYPE_PRODUCT;
                  const to = isProduct
                    ? `/shop/product/${encodeURIComponent(node.ItemNumber ?? '')}`
                    : `/shop/category/${encodeURIComponent(node.NodeId)}`;
                  return (
                    <li key={node.NodeId}>
                      <Card component={Link} to={to} withBorder padding="sm" h="100%">
                        <Card.Section bg="gray.0">
                          <Image src={node.ImageUrl ?? undefined} alt="" h={150} fit="contain" p="sm" />
                        </Card.Section>
                        <Stack gap={2} mt="sm">
                          <Text fw={500}>{node.Label}</Text>
                          {isProduct && (
                            <Text size="sm" c="dimmed">
                              {node.ItemNumber}
                            </Text>
                          )}
                        </Stack>
                      </Card>
                    </li>
                  );
                })}
          </SimpleGrid>
        )
      )}
      {children.products.length > 0 && (
        <Stack gap="xs">
          <Title order={2} size="h4" id={productsId}>
            {t('shop.products-title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('shop.price-note')}
          </Text>
          <OrderableProductList products={children.products} labelledBy={productsId} />
        </Stack>
      )}
      {nodes.data && nodes.data.children.length === 0 && <Text>{t('shop.empty-category')}</Text>}
    </Page>
  );
}
