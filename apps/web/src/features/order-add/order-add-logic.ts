import { configGroupOf } from '@portal/contracts/configurator';
import type { CartItem } from '../../lib/cart/cart-rules';

export type CategoryTile = 'stoves' | 'chimney' | 'modular-chimney' | 'accessories';

/**
 * Spec 001 §4: the stove tile is inactive while a stove configuration is in the
 * cart, the chimney tiles while a chimney configuration is; all are inactive
 * during maintenance.
 */
export function inactiveTiles(cart: readonly CartItem[], maintenance: boolean): Set<CategoryTile> {
  if (maintenance) return new Set(['stoves', 'chimney', 'modular-chimney', 'accessories']);
  const groups = new Set(cart.filter((i) => i.type === 'config').map((i) => configGroupOf(i.ruleset)));
  const inactive = new Set<CategoryTile>();
  if (groups.has('stove')) inactive.add('stoves');
  if (groups.has('chimney')) {
    inactive.add('chimney');
    inactive.add('modular-chimney');
  }
  return inactive;
}
