import type { CartItem } from '../cart/cart-rules';

export type CategoryTile = 'stoves' | 'chimney' | 'modular-chimney' | 'accessories';

const STOVE_RULESETS = new Set(['Stove', 'New_Stove']);
const CHIMNEY_RULESETS = new Set(['Chimney', 'Premodul']);

/**
 * Spec 001 §4: the stove tile is inactive while a stove configuration is in the
 * cart, the chimney tiles while a chimney configuration is; all are inactive
 * during maintenance.
 */
export function inactiveTiles(cart: readonly CartItem[], maintenance: boolean): Set<CategoryTile> {
  if (maintenance) return new Set(['stoves', 'chimney', 'modular-chimney', 'accessories']);
  const configs = cart.filter((i) => i.type === 'config').map((i) => i.ruleset ?? '');
  const inactive = new Set<CategoryTile>();
  if (configs.some((r) => STOVE_RULESETS.has(r))) inactive.add('stoves');
  if (configs.some((r) => CHIMNEY_RULESETS.has(r))) {
    inactive.add('chimney');
    inactive.add('modular-chimney');
  }
  return inactive;
}
