import { z } from 'zod';

/*
 * An offer made from a saved cart: the order list's page hands the new offer page the list in the page's history entry
 * (so a reload keeps it). Both features read this one shape; the server takes the lines from the list itself.
 */

const OrderListStart = z.object({
  id: z.string(),
  name: z.string(),
  /** The lines as the list shows them today, at the dealer's net prices. */
  lines: z.array(z.object({ id: z.string(), type: z.string(), title: z.string(), price: z.number(), quantity: z.number().int().min(1) })),
});
export type OrderListStart = z.infer<typeof OrderListStart>;

/** The order list a new offer page was opened from; null when it was not. */
export function orderListStartOf(state: unknown): OrderListStart | null {
  const parsed = z.object({ fromOrderList: OrderListStart }).safeParse(state);
  return parsed.success ? parsed.data.fromOrderList : null;
}

/** A list as an offer starts from it: the lines that can be ordered now (the server leaves the others out as well). */
export function offerStartFromOrderList(list: {
  list: { id: string; name: string };
  lines: readonly { id: string; type: string; title: string; price: number | null; quantity: number; unavailable: string | null }[];
}): OrderListStart {
  return {
    id: list.list.id,
    name: list.list.name,
    lines: list.lines.flatMap((l) =>
      l.unavailable || l.price === null ? [] : [{ id: l.id, type: l.type, title: l.title, price: l.price, quantity: l.quantity }],
    ),
  };
}
