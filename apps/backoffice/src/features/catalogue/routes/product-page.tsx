import { Alert, Badge, FileButton, Group, Image, Progress, Stack, Text, Button } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type StaffProductDetail } from '@portal/contracts/staff-catalogue';
import { Page } from '@portal/ui';
import { SavedNotice } from '../../../components/form-parts';
import { PageLink, RecordPage, Section } from '../../../components/record-page';
import { staffProductQuery, useUpdateProduct, useUploadProductImage } from '../api/products';
import { activeBadge, IMAGE_ACCEPT, imageRefusalKey, isImageTooLarge, productRequest, productValues } from '../catalogue-logic';
import { ProductForm } from '../components/product-form';

/** One product: its picture, texts, terms and prices, as sales administration edits them. */
export function ProductPage() {
  const { t } = useTranslation();
  const { itemNumber = '' } = useParams();
  const product = useQuery(staffProductQuery(itemNumber));
  return (
    <RecordPage
      query={product}
      title={t('products.detail.title')}
      notFoundKey="products.detail.not-found"
      back={<PageLink to="/products">{t('products.back')}</PageLink>}
      height={420}
    >
      {(p) => <ProductDetail product={p} />}
    </RecordPage>
  );
}

function ProductDetail({ product }: { product: StaffProductDetail }) {
  const { t } = useTranslation();
  const update = useUpdateProduct(product.itemNumber);
  const [saved, setSaved] = useState(false);
  const active = activeBadge(product.active);
  return (
    <Page title={t('products.detail.heading', { description: product.description, itemNumber: product.itemNumber })}>
      <Group justify="space-between">
        <PageLink to="/products">{t('products.back')}</PageLink>
        <Group gap="xs">
          {!product.sellable && <Badge variant="light">{t('products.config-part')}</Badge>}
          <Badge variant="light" color={active.color}>
            {t(active.key)}
          </Badge>
        </Group>
      </Group>
      <ProductImage product={product} />
      <Section id="product-details" title={t('products.detail.details')}>
        <Stack>
          <SavedNotice text={saved && t('products.detail.saved')} />
          <ProductForm
            // A fresh form when the product as saved comes back.
            key={JSON.stringify(productValues(product))}
            initial={productValues(product)}
            saving={update.isPending}
            onSave={(values) => {
              setSaved(false);
              return update.mutateAsync(productRequest(values)).then(() => setSaved(true));
            }}
          />
        </Stack>
      </Section>
    </Page>
  );
}

/** The product's picture and the way to give it a new one, with progress and a clear refusal. */
function ProductImage({ product }: { product: StaffProductDetail }) {
  const { t } = useTranslation();
  const upload = useUploadProductImage(product.itemNumber);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const send = (file: File | null) => {
    if (!file) return;
    setProblem(null);
    if (isImageTooLarge(file)) {
      setProblem(t('products.image.too-large'));
      return;
    }
    setProgress(0);
    upload
      .mutateAsync({ file, onProgress: setProgress })
      .catch((error: unknown) => setProblem(t(imageRefusalKey(error))))
      .finally(() => setProgress(null));
  };

  return (
    <Section id="product-image" title={t('products.image.title')}>
      <Group align="start" gap="lg" wrap="wrap">
        {product.imageUrl ? (
          <Image src={product.imageUrl} alt={product.description} w={160} h={160} fit="contain" bg="gray.0" radius="sm" />
        ) : (
          <Text c="dimmed">{t('products.image.none')}</Text>
        )}
        <Stack gap="xs" maw={360}>
          <Text size="sm" c="dimmed">
            {t('products.image.hint')}
          </Text>
          <FileButton onChange={send} accept={IMAGE_ACCEPT}>
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconPhotoUp size={16} aria-hidden />} loading={progress !== null}>
                {t('products.image.upload')}
              </Button>
            )}
          </FileButton>
          {progress !== null && <Progress value={progress * 100} aria-label={t('products.image.progress')} />}
          <div role="status">
            {problem && (
              <Alert color="red" variant="light">
                {problem}
              </Alert>
            )}
          </div>
        </Stack>
      </Group>
    </Section>
  );
}
