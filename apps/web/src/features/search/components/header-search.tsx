import { Anchor, Group, Image, Loader, Paper, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CATALOGUE_SEARCH_MAX_LENGTH, CATALOGUE_SEARCH_MAX_WORDS, CATALOGUE_SEARCH_POPUP_SIZE } from '@portal/contracts/product';
import { AddToCartButton } from '../../../components/add-to-cart-button';
import { productPath } from '../../../components/orderable-product-list';
import { useCustomerMoney } from '../../../lib/use-customer-money';
import { useSearchCatalogue } from '../api/search-catalogue';
import { checkSearchText, moveActiveCell, type ActiveCell } from '../search-text';
import classes from './header-search.module.css';

const COLUMNS = 2;
export const searchPath = (q: string) => `/search?q=${encodeURIComponent(q)}`;

/**
 * The catalogue search in the header of every screen (spec 001 §5: Enter runs it, never for a
 * blank text; Esc closes). A combobox whose popup is a grid: the arrow keys move through the
 * results while focus stays in the field, each row opens its product or adds it to the cart.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const money = useCustomerMoney();
  const location = useLocation();
  const id = useId();
  const gridId = `${id}-grid`;
  const hintId = `${id}-hint`;
  const cellId = (row: number, col: number) => `${id}-r${row}-c${col}`;
  const input = useRef<HTMLInputElement>(null);
  // On the result page the field shows what those results are for.
  const searchedFor = () => (location.pathname === '/search' ? (new URLSearchParams(location.search).get('q') ?? '') : null);
  const [text, setText] = useState(() => searchedFor() ?? '');
  const [query, setQuery] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [active, setActive] = useState<ActiveCell>(null);
  const [added, setAdded] = useState<string | null>(null);
  const results = useSearchCatalogue(query === null ? null : { q: query, page: 1, pageSize: CATALOGUE_SEARCH_POPUP_SIZE });
  const shown = query !== null && results.data && !results.isPlaceholderData ? results.data : null;
  const products = shown?.Products ?? [];
  const expanded = products.length > 0;

  const close = () => {
    setQuery(null);
    setInvalid(false);
    setActive(null);
    setAdded(null);
  };
  // Another screen: the results were for the one left.
  const where = location.pathname + location.search;
  const [shownAt, setShownAt] = useState(where);
  if (shownAt !== where) {
    setShownAt(where);
    close();
    const q = searchedFor();
    if (q !== null) setText(q);
  }
  useEffect(() => {
    if (active) document.getElementById(cellId(active.row, active.col))?.scrollIntoView?.({ block: 'nearest' });
  });

  const run = () => {
    const check = checkSearchText(text);
    setActive(null);
    setAdded(null);
    if (check.ok) {
      setInvalid(false);
      setQuery(check.q);
    } else {
      setQuery(null);
      setInvalid(!check.blank);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (active && expanded) {
        // The active cell's link opens the product, its button adds it.
        document.getElementById(cellId(active.row, active.col))?.querySelector<HTMLElement>('a, button')?.click();
      } else run();
      return;
    }
    if (!expanded) return;
    const next = moveActiveCell(active, event.key, products.length, COLUMNS);
    if (next !== undefined) {
      event.preventDefault();
      setActive(next);
    }
  };

  // Esc anywhere in the search closes the results and puts the focus back in the field.
  const onRootKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || (query === null && !invalid)) return;
    event.preventDefault();
    close();
    input.current?.focus();
  };
  const onRootBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  };

  const announcement = added
    ? t('catalogue.added', { name: added })
    : invalid
      ? t('search.too-long', { words: CATALOGUE_SEARCH_MAX_WORDS, characters: CATALOGUE_SEARCH_MAX_LENGTH })
      : shown && query !== null
        ? shown.Total === 0
          ? t('search.none', { query })
          : t('search.count', { count: shown.Total })
        : '';

  return (
    <div className={classes.root} onKeyDown={onRootKeyDown} onBlur={onRootBlur}>
      <TextInput
        ref={input}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setActive(null);
        }}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-label={t('search.label')}
        aria-haspopup="grid"
        aria-expanded={expanded}
        aria-controls={expanded ? gridId : undefined}
        aria-activedescendant={active && expanded ? cellId(active.row, active.col) : undefined}
        aria-describedby={hintId}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={CATALOGUE_SEARCH_MAX_LENGTH}
        placeholder={t('search.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
      />
      <VisuallyHidden id={hintId}>{t('search.hint')}</VisuallyHidden>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {(query !== null || invalid) && (
        // Pressing in the results keeps the focus in the field, where the keys work.
        <Paper className={classes.popup} withBorder shadow="md" p="xs" onMouseDown={(e) => e.preventDefault()}>
          {invalid ? (
            <Text size="sm">{t('search.too-long', { words: CATALOGUE_SEARCH_MAX_WORDS, characters: CATALOGUE_SEARCH_MAX_LENGTH })}</Text>
          ) : results.isError ? (
            <Text size="sm" c="red.8">
              {t('error.text.generic')}
            </Text>
          ) : !shown ? (
            <Loader size="sm" aria-label={t('app.loading')} />
          ) : products.length === 0 ? (
            <Text fw={600} size="sm">
              {t('search.none', { query })}
            </Text>
          ) : (
            <Stack gap={6}>
              <div role="grid" id={gridId} aria-label={t('search.results', { query })}>
                {products.map((p, row) => (
                  <div role="row" key={p.ItemNumber} className={classes.row}>
                    <div
                      role="gridcell"
                      id={cellId(row, 0)}
                      className={classes.product}
                      data-active={active?.row === row && active.col === 0 ? true : undefined}
                    >
                      <Image src={p.ImageUrl ?? undefined} alt="" w={40} h={40} fit="contain" style={{ flex: 'none' }} />
                      <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                        <Link to={productPath(p.ItemNumber)} tabIndex={-1} className={classes.name}>
                          {p.Description}
                        </Link>
                        <Group gap="xs" justify="space-between" wrap="wrap">
                          <Text size="xs" c="dimmed">
                            {p.ItemNumber}
                          </Text>
                          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                            {money(p.UnitPrice)}
                          </Text>
                        </Group>
                      </Stack>
                    </div>
                    <div
                      role="gridcell"
                      id={cellId(row, 1)}
                      className={classes.action}
                      data-active={active?.row === row && active.col === 1 ? true : undefined}
                    >
                      <AddToCartButton product={p} compact tabIndex={-1} onAdded={(product) => setAdded(product.Description)} />
                    </div>
                  </div>
                ))}
              </div>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text size="xs" c="dimmed">
                  {t('search.count', { count: shown.Total })}
                </Text>
                <Anchor component={Link} to={searchPath(query ?? '')} size="sm">
                  {t('search.show-all')}
                </Anchor>
              </Group>
            </Stack>
          )}
        </Paper>
      )}
    </div>
  );
}
