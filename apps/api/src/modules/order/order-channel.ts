import { ORDER_CHANNELS, type CartLineChannel, type OrderChannel } from '@portal/contracts/order';

/**
 * The way an order was put together, from the ways its cart lines came in: the way most of them came
 * (a line from the shop or an order list counts as cart); a tie goes to the way named first in
 * ORDER_CHANNELS, so a cart half quick order and half shop counts as quick order.
 */
export function orderChannelOf(lines: readonly (CartLineChannel | null)[]): OrderChannel {
  const counts = new Map<OrderChannel, number>();
  for (const line of lines) counts.set(line ?? 'cart', (counts.get(line ?? 'cart') ?? 0) + 1);
  let best: OrderChannel = 'cart';
  let most = 0;
  for (const channel of ORDER_CHANNELS) {
    const n = counts.get(channel) ?? 0;
    if (n > most) [best, most] = [channel, n];
  }
  return best;
}
