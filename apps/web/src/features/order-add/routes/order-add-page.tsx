import { Alert, Card, Group, Image, Loader, SimpleGrid, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '@portal/ui';
import { useCart } from '../../../lib/cart/cart-store';
import { useMaintenanceActive } from '../api/get-maintenance-status';
import { inactiveTiles, tileLook, type CategoryTile } from '../order-add-logic';
import { QuickOrderPanel } from '../quick-order/quick-order-panel';
import { CatalogueLinks } from '../components/catalogue-links';

type Tile = { id: CategoryTile; titleKey: string; textKey: string; image: string; go: { to: string; state?: { ruleset: string } } };

const TILES: Tile[] = [
  {
    id: 'stoves',
    titleKey: 'order-add.stoves',
    textKey: 'order-add.stoves-text',
    image: '/catalogue/cat-stoves.svg',
    go: { to: '/cpq', state: { ruleset: 'Stove' } },
  },
  {
    id: 'stove-and-chimney',
    titleKey: 'order-add.stove-and-chimney',
    textKey: 'order-add.stove-and-chimney-text',
    image: '/catalogue/stove-and-chimney.svg',
    go: { to: '/cpq', state: { ruleset: 'New_Stove' } },
  },
  {
    id: 'chimney',
    titleKey: 'order-add.chimney',
    textKey: 'order-add.chimney-text',
    image: '/catalogue/cat-chimney.svg',
    go: { to: '/cpq', state: { ruleset: 'Chimney' } },
  },
  {
    id: 'modular-chimney',
    titleKey: 'order-add.modular-chimney',
    textKey: 'order-add.modular-chimney-text',
    image: '/catalogue/chimney-flashing.svg',
    go: { to: '/cpq', state: { ruleset: 'Premodul' } },
  },
  {
    id: 'accessories',
    titleKey: 'order-add.accessories',
    textKey: 'order-add.accessories-text',
    image: '/catalogue/cat-accessories.svg',
    go: { to: '/shop/category/accessories' },
  },
];

/** The ways into a new order (spec 001 §2, §4), and a stove with its chimney package (New_Stove). */
export function OrderAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cart = useCart();
  const maintenance = useMaintenanceActive();
  const inactive = inactiveTiles(cart.items, maintenance.active);

  return (
    <Page title={t('menu.add-order')}>
      {maintenance.active && (
        <Alert color="yellow" icon={<IconTool aria-hidden />} role="status">
          {t('orders.maintenance-text')}
        </Alert>
      )}
      {maintenance.isLoading && <VisuallyHidden role="status">{t('order-add.checking')}</VisuallyHidden>}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="md">
        {TILES.map((tile) => {
          const look = tileLook(tile.id, inactive, maintenance.isLoading);
          return (
            <UnstyledButton
              key={tile.id}
              disabled={look === 'inactive'}
              aria-disabled={look === 'checking' || undefined}
              aria-busy={look === 'checking' || undefined}
              onClick={() => {
                if (look === 'open') void navigate(tile.go.to, tile.go.state ? { state: tile.go.state } : undefined);
              }}
              aria-describedby={`tile-${tile.id}-text`}
              style={{
                opacity: look === 'inactive' ? 0.5 : 1,
                cursor: look === 'inactive' ? 'not-allowed' : look === 'checking' ? 'progress' : 'pointer',
                borderRadius: 'var(--mantine-radius-md)',
              }}
            >
              <Card withBorder padding="lg" h="100%">
                <Card.Section bg="gray.0">
                  <Image src={tile.image} alt="" h={160} fit="contain" p="md" />
                </Card.Section>
                {/* Spans: a button holds phrasing content, and a large bold paragraph reads as a heading in disguise. */}
                <Group gap="xs" mt="md" wrap="nowrap">
                  <Text span display="block" fw={600} size="lg">
                    {t(tile.titleKey)}
                  </Text>
                  {look === 'checking' && <Loader size="xs" aria-hidden />}
                </Group>
                <Text span display="block" size="sm" c="dimmed" id={`tile-${tile.id}-text`}>
                  {inactive.has(tile.id) && !maintenance.active ? t('order-add.already-in-cart') : t(tile.textKey)}
                </Text>
              </Card>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      <CatalogueLinks />
      <Card withBorder padding="lg">
        <QuickOrderPanel />
      </Card>
    </Page>
  );
}
