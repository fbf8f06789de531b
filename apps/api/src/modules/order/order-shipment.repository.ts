import type { Kysely } from 'kysely';
import type { OrderChange, OrderShipment } from '@portal/contracts/order-page';
import type { DB } from '../../platform/db/schema.js';
import { isoTime, isoTimeOrNull } from '../../platform/iso-time.js';

/**
 * SQL of what an order's dealer and the order desk both read: the order's shipments (with their lines,
 * serial numbers and invoices) and the changes staff made to it.
 */
export function createOrderShipmentReads(db: Kysely<DB>) {
  return {
    /** The order's shipments, oldest first. */
    shipments: async (orderNumber: string): Promise<OrderShipment[]> => {
      const [shipments, lines, serials, invoices] = await Promise.all([
        db.selectFrom('order_shipment').selectAll().where('order_number', '=', orderNumber).orderBy('id').execute(),
        db
          .selectFrom('order_shipment_line as s')
          .innerJoin('order_line as l', (j) =>
            j.onRef('l.order_number', '=', 's.order_number').onRef('l.line_sequence', '=', 's.line_sequence'),
          )
          .select(['s.shipment_id', 's.line_sequence', 's.quantity', 'l.item_number', 'l.description'])
          .where('s.order_number', '=', orderNumber)
          .orderBy('s.line_sequence')
          .execute(),
        db
          .selectFrom('order_line_serial')
          .select(['serial_number', 'shipment_id'])
          .where('order_number', '=', orderNumber)
          .where('shipment_id', 'is not', null)
          .orderBy('serial_number')
          .execute(),
        db
          .selectFrom('invoice')
          .select(['invoice_number', 'shipment_id'])
          .where('order_number', '=', orderNumber)
          .where('shipment_id', 'is not', null)
          .execute(),
      ]);
      return shipments.map((s) => ({
        shipmentId: s.id,
        dispatchedAt: isoTime(s.dispatched_at),
        deliveredAt: isoTimeOrNull(s.delivered_at),
        carrier: s.carrier,
        trackingId: s.tracking_id,
        trackingUrl: s.tracking_url,
        lines: lines
          .filter((l) => l.shipment_id === s.id)
          .map((l) => ({ lineSequence: l.line_sequence, itemNumber: l.item_number, description: l.description, quantity: l.quantity })),
        serialNumbers: serials.filter((r) => r.shipment_id === s.id).map((r) => r.serial_number),
        invoiceNumber: invoices.find((i) => i.shipment_id === s.id)?.invoice_number ?? null,
      }));
    },

    /** Staff's changes to the order, oldest first, as the dealer reads them. */
    changes: async (orderNumber: string): Promise<OrderChange[]> => {
      const rows = await db
        .selectFrom('order_change')
        .select(['at', 'changes'])
        .where('order_number', '=', orderNumber)
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ ...(r.changes as Omit<OrderChange, 'at'>), at: isoTime(r.at) }));
    },
  };
}
export type OrderShipmentReads = ReturnType<typeof createOrderShipmentReads>;
