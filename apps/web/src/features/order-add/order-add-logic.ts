import { configGroupOf } from '@portal/contracts/configurator';
import type { CartItem } from '../../lib/cart/cart-rules';

/** The ways into a new order, in the page's order; `stove-and-chimney` opens New_Stove, a stove with its chimney package. */
export const CATEGORY_TILES = ['stoves', 'stove-and-chimney', 'chimney', 'modular-chimney', 'accessories'] as const;
export type CategoryTile = (typeof CATEGORY_TILES)[number];

/**
 * Spec 001 §4: the stove tiles (Stove and New_Stove, both stove rulesets) are inactive while a
 * stove configuration is in the cart, the chimney tiles while a chimney configuration is; all
 * are inactive during maintenance.
 */
export function inactiveTiles(cart: readonly CartItem[], maintenance: boolean): Set<CategoryTile> {
  if (maintenance) return new Set(CATEGORY_TILES);
  const groups = new Set(cart.filter((i) => i.type === 'config').map((i) => configGroupOf(i.ruleset)));
  const inactive = new Set<CategoryTile>();
  if (groups.has('stove')) {
    inactive.add('stoves');
    inactive.add('stove-and-chimney');
  }
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
