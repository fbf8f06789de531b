import { Anchor, Card, Group, Image, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSalesNodes } from '../../../api/get-sales-nodes';

/**
 * The whole catalogue from "Add order": each main category of the shop (stoves, chimney parts,
 * accessories, spare parts, as the catalogue has them), to order by the piece.
 */
export function CatalogueLinks() {
  const { t } = useTranslation();
  const roots = useSalesNodes(undefined);
  return (
    <Stack gap="sm" component="section" aria-labelledby="order-add-catalogue">
      <Group justify="space-between" align="baseline" wrap="wrap">
        <Title order={2} size="h3" id="order-add-catalogue">
          {t('order-add.catalogue-title')}
        </Title>
        <Anchor component={Link} to="/shop">
          {t('order-add.catalogue-all')}
        </Anchor>
      </Group>
      <Text c="dimmed">{t('order-add.catalogue-text')}</Text>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {roots.isError ? (
          <li>
            <Text c="red.8">{t('shop.load-error')}</Text>
          </li>
        ) : !roots.data ? (
          Array.from({ length: 4 }, (_, i) => (
            <li key={i}>
              <Skeleton h={150} radius="md" />
            </li>
          ))
        ) : (
          roots.data.children.map((node) => (
            <li key={node.NodeId}>
              <Card component={Link} to={`/shop/category/${encodeURIComponent(node.NodeId)}`} withBorder padding="sm" h="100%">
                <Card.Section bg="gray.0">
                  <Image src={node.ImageUrl ?? undefined} alt="" h={100} fit="contain" p="sm" />
                </Card.Section>
                <Text fw={600} mt="sm" style={{ overflowWrap: 'anywhere' }}>
                  {node.Label}
                </Text>
              </Card>
            </li>
          ))
        )}
      </SimpleGrid>
    </Stack>
  );
}
