import { Anchor, Group, Image, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSearchProducts } from '../api/search-products';

/** The shop's product search: Enter runs it (never for blank text), Esc closes the results. */
export function ShopSearch() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const results = useSearchProducts(query);
  const resultsId = useId();
  const close = () => setQuery(null);

  return (
    <Stack gap="xs" pos="relative">
      <TextInput
        type="search"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && text.trim()) setQuery(text.trim());
          if (e.key === 'Escape') close();
        }}
        leftSection={<IconSearch size={16} aria-hidden />}
        label={t('shop.search-label')}
        placeholder={t('shop.search-placeholder')}
        aria-controls={query ? resultsId : undefined}
        maw={480}
      />
      {query && (
        <Paper withBorder p="md" id={resultsId} role="region" aria-label={t('shop.search-results', { query })} aria-live="polite">
          {results.isLoading ? (
            <Loader size="sm" aria-label={t('app.loading')} />
          ) : results.isError ? (
            <Text c="red.8">{t('error.text.generic')}</Text>
          ) : results.data && results.data.Products.length > 0 ? (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {results.data.Products.map((p) => (
                <Group component="li" key={p.ItemNumber} wrap="nowrap" gap="sm">
                  <Image src={p.ImageUrl ?? undefined} alt="" w={40} h={40} fit="contain" />
                  <Anchor component={Link} to={`/shop/product/${encodeURIComponent(p.ItemNumber)}`} onClick={close}>
                    {p.ItemDescription}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {p.ItemNumber}
                  </Text>
                </Group>
              ))}
            </Stack>
          ) : (
            <Title order={2} size="h5">
              {t('shop.no-results', { query })}
            </Title>
          )}
        </Paper>
      )}
    </Stack>
  );
}
