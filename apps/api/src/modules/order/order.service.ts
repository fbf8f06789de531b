import type { OrderRepository } from './order.repository.js';
import type { OrderShipmentReads } from './order-shipment.repository.js';
import { createOrderConfirmations } from './order-confirmation.js';
import { createOrderPlacement, type OrderPlacementDeps } from './order-placement.js';
import { createOrderReads, type ConfigurationSource } from './order-reads.js';
import { createReorder, type CartLinesSink } from './reorder.js';

export { CONFIG_EXTRA_LEAD_DAYS, TRANSIT_DAYS } from './order-placement.js';
export type { AgreedPrices, ConfiguredItemSource } from './order-placement.js';
export type { OrderConfirmationDocument, OrderConfirmationDocumentRequest, OrderConfirmationDocumentSource } from './order-confirmation.js';
export type { CartLinesSink } from './reorder.js';
export type { ConfigurationSource } from './order-reads.js';

export type OrderServiceDeps = OrderPlacementDeps & {
  orders: OrderRepository;
  shipments: OrderShipmentReads;
  cartLines: CartLinesSink;
  configurations: ConfigurationSource;
};

/** A dealer's orders: placing them (order-placement), reading them (order-reads), ordering again (reorder) and their confirmations. */
export function createOrderService(deps: OrderServiceDeps) {
  return {
    ...createOrderPlacement(deps),
    ...createOrderReads(deps),
    ...createReorder(deps),
    ...createOrderConfirmations(deps),
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
