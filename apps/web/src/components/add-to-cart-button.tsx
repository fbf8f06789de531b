import { ActionIcon, Button } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { cartActions } from '../lib/cart/cart-store';

/** Spec 001 §9: an add button rests 700 ms after a click, so a double click adds once. */
export const ADD_TO_CART_PAUSE_MS = 700;

export type OrderableProduct = { ItemNumber: string; Description: string; ImageUrl: string | null; UnitPrice: number };

/** Puts one piece of the product in the cart (merged with a line already there), then rests. */
export function useAddToCart(onAdded?: (product: OrderableProduct) => void) {
  const [resting, setResting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const add = (product: OrderableProduct) => {
    if (resting) return;
    cartActions.add(
      { id: product.ItemNumber, title: product.Description, image: product.ImageUrl ?? '', price: product.UnitPrice, type: 'product' },
      1,
    );
    setResting(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setResting(false), ADD_TO_CART_PAUSE_MS);
    onAdded?.(product);
  };
  return { add, resting };
}

type Props = {
  product: OrderableProduct;
  onAdded?: (product: OrderableProduct) => void;
  /** An icon only (its name says what it adds), for tight rows. */
  compact?: boolean;
  /** Out of the tab order, where arrow keys reach it (the header search's grid). */
  tabIndex?: number;
  ref?: Ref<HTMLButtonElement>;
};

/** Add to cart for a product in a list: its accessible name names the product. */
export function AddToCartButton({ product, onAdded, compact = false, tabIndex, ref }: Props) {
  const { t } = useTranslation();
  const { add, resting } = useAddToCart(onAdded);
  const label = t('catalogue.add-to-cart-of', { name: product.Description });
  // aria-disabled rather than disabled while resting: the button keeps its focus and stays in the grid.
  return compact ? (
    <ActionIcon
      ref={ref}
      variant="light"
      size="lg"
      aria-label={label}
      aria-disabled={resting || undefined}
      tabIndex={tabIndex}
      onClick={() => add(product)}
    >
      <IconShoppingCartPlus size={18} aria-hidden />
    </ActionIcon>
  ) : (
    <Button
      ref={ref}
      variant="light"
      leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
      aria-label={label}
      aria-disabled={resting || undefined}
      tabIndex={tabIndex}
      onClick={() => add(product)}
    >
      {t('shop.add-to-cart')}
    </Button>
  );
}
