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

/**
 * How a tile looks and acts: `checking` while the maintenance status loads — shown as it will most likely be, with
 * a loading mark, not faded as if it were off, but not yet followed; `inactive` faded and disabled.
 */
export type TileLook = 'open' | 'checking' | 'inactive';

export function tileLook(tile: CategoryTile, inactive: ReadonlySet<CategoryTile>, maintenanceLoading: boolean): TileLook {
  if (inactive.has(tile)) return 'inactive';
  return maintenanceLoading ? 'checking' : 'open';
}
