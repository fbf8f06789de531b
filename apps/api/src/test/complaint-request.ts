import { ORDER_STATUS, REQUIRE_SERIAL_YES, type LookupComplaintOrderResponse } from '@portal/contracts';
import { ANNA } from './demo-users.js';
import type { TestApp } from './test-app.js';

type Line = LookupComplaintOrderResponse['Lines'][number];

/**
 * A delivered order of customer 10001 as anna@ looks it up to complain, and a line of it that
 * needs no serial number. Tests of complaints and of their messages start from the same one.
 */
export async function deliveredOrderToComplainAbout(t: TestApp): Promise<{ order: LookupComplaintOrderResponse; line: Line }> {
  const delivered = await t.database.db
    .selectFrom('customer_order as o')
    .innerJoin('order_line as l', 'l.order_number', 'o.order_number')
    .innerJoin('product as p', 'p.item_number', 'l.item_number')
    .select('o.order_number')
    .where('o.customer_number', '=', '10001')
    .where('o.status', '=', ORDER_STATUS.delivered)
    .where('p.require_serial', '=', false)
    .orderBy('o.order_number')
    .executeTakeFirstOrThrow();
  const order = (await t.call(ANNA, 'GET', `/api/complaint/order?searchId=${delivered.order_number}`)).json<LookupComplaintOrderResponse>();
  const line = order.Lines.find((l) => l.Require_Serial !== REQUIRE_SERIAL_YES)!;
  return { order, line };
}

/** The complaint form's data for one of the line damaged in transport, the order's other lines at nought. */
export const transportDamage = (
  order: LookupComplaintOrderResponse,
  line: Pick<Line, 'ItemNumber'>,
  texts: { description: string; orderMark: string },
) => ({
  orderNumber: order.OrderNumber,
  products: order.Lines.map((l) => ({
    edp_articlenumber: l.ItemNumber,
    edp_name: l.Description,
    edp_quantity: l.ItemNumber === line.ItemNumber ? '1' : '0',
  })),
  incidentType: 'transport-damage',
  description: texts.description,
  alternateAddress: false,
  orderMark: texts.orderMark,
});
