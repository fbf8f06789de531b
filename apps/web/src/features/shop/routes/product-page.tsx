import { Alert, Button, Grid, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBan, IconCircleCheck, IconPhotoOff, IconShoppingCartPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorNotice, Page } from '@portal/ui';
import { ApiError } from '@portal/ui/auth';
import { formatMoney } from '@portal/ui/format';
import { isLanguage } from '@portal/ui/languages';
import { cartActions } from '../../../lib/cart/cart-store';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { useProductDetails } from '../../../api/get-product-details';
import { ADD_TO_CART_PAUSE_MS } from '../../../components/add-to-cart-button';
import { OrderableProductList } from '../../../components/orderable-product-list';
import { ShopBreadcrumbs } from '../components/shop-breadcrumbs';
import { ShopSearch } from '../components/shop-search';

/** A product's page; another product (a spare part below a stove) is a new page, its heading focused and its quantity 1. */
export function ProductPage() {
  const { productId = '' } = useParams();
  return <ProductView key={productId} productId={productId} />;
}

function ProductView({ productId }: { productId: string }) {
  const { t, i18n } = useTranslation();
  const product = useProductDetails(productId);
  const [quantity, setQuantity] = useState(1);
  const [resting, setResting] = useState(false);
  const [added, setAdded] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (product.error instanceof ApiError && product.error.status === 404) {
    return (
      <Page title={t('shop.product-missing-title')}>
        <ShopSearch />
        <Alert icon={<IconPhotoOff aria-hidden />} color="gray">
          {t('shop.product-missing-text')} <Link to="/order-add">{t('menu.add-order')}</Link>
        </Alert>
      </Page>
    );
  }
  const p = product.data;
  const language = isLanguage(i18n.language) ? i18n.language : 'en';

  const add = () => {
    if (!p) return;
    cartActions.add({ id: p.ItemId, title: p.Description, image: p.ImageUrl ?? '', price: p.UnitPrice, type: 'product' }, quantity);
    setAdded(quantity);
    setResting(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setResting(false), ADD_TO_CART_PAUSE_MS);
  };

  return (
    <Page title={p?.Description ?? t('page.shop-product')} above={p && <ShopBreadcrumbs trail={p.Categories} current={p.Description} />}>
      <ShopSearch />
      {product.isError ? (
        <ErrorNotice titleKey="shop.load-error" onRetry={() => void product.refetch()} error={product.error} />
      ) : (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 6 }}>
            {p ? (
              <Image src={p.ImageUrl ?? undefined} alt={p.Description} fit="contain" mah={420} bg="gray.0" radius="md" p="md" />
            ) : (
              <Skeleton h={360} />
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            {p ? (
              <Stack gap="md">
                <Text c="dimmed">{t('shop.item-number', { itemNumber: p.ItemId })}</Text>
                {p.LongText && <Text style={{ whiteSpace: 'pre-line' }}>{p.LongText}</Text>}
                <Title order={2} size="h3">
                  {formatMoney(p.UnitPrice, language, p.Currency)}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('shop.price-note')}
                </Text>
                {!p.Active ? (
                  <Alert color="orange" variant="light" icon={<IconBan aria-hidden />} title={t('shop.inactive-title')}>
                    {t('shop.inactive-text')}
                  </Alert>
                ) : (
                  <Group align="center">
                    <QuantityStepper
                      value={quantity}
                      label={p.Description}
                      onChange={(q) => setQuantity(Math.max(1, q))}
                      onIncrease={() => setQuantity((q) => Math.min(999, q + 1))}
                      onDecrease={() => setQuantity((q) => Math.max(1, q - 1))}
                    />
                    <Button leftSection={<IconShoppingCartPlus size={18} aria-hidden />} onClick={add} disabled={resting}>
                      {t('shop.add-to-cart')}
                    </Button>
                  </Group>
                )}
                <Group role="status" gap={6} mih={22}>
                  {added !== null && (
                    <>
                      <IconCircleCheck size={18} color="var(--mantine-color-green-8)" aria-hidden />
                      <Text size="sm">{t('shop.added', { count: added })}</Text>
                    </>
                  )}
                </Group>
              </Stack>
            ) : (
              <Stack>
                <Skeleton h={24} w="40%" />
                <Skeleton h={80} />
                <Skeleton h={36} w="30%" />
              </Stack>
            )}
          </Grid.Col>
        </Grid>
      )}
      {p && p.SpareParts.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="spare-parts-title">
          <Title order={2} size="h3" id="spare-parts-title">
            {t('shop.spare-parts-title')}
          </Title>
          <OrderableProductList products={p.SpareParts} labelledBy="spare-parts-title" />
        </Stack>
      )}
    </Page>
  );
}
