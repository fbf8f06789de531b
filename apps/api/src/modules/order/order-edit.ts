import type { z } from 'zod';
import { languageForMarket, toMarket, todayInMarket } from '@portal/contracts/languages';
import { DELIVERY_TYPES, ORDER_STATUS } from '@portal/contracts/order';
import type { OrderChange, OrderChangeLine, OrderDelivery } from '@portal/contracts/order-page';
import type { EditDeliveryRequest, EditOrderLinesRequest } from '@portal/contracts/staff-order';
import { amountsWithVat, vatRuleFor } from '@portal/contracts/vat';
import type { StaffPrincipal } from '../../platform/auth/access.js';
import type { InTransaction } from '../../platform/db/transactional.js';
import { AppError, badRequest, found } from '../../platform/errors.js';
import { netUnitPrice, type PriceSource } from '../catalogue/catalogue.module.js';
import type { OrderDeskRepositories } from './order-desk.service.js';
import { lineAmount, orderTotals, priceLines } from './order-placement.js';

type LinesBody = z.output<typeof EditOrderLinesRequest>;
type DeliveryBody = z.output<typeof EditDeliveryRequest>;
type Totals = NonNullable<OrderChange['totalsAfter']>;

export type OrderEditDeps = {
  transaction: InTransaction<OrderDeskRepositories>;
  catalogue: PriceSource;
  now: () => Date;
};

/** Lines and delivery are changed until the whole order has left (never once it is cancelled). */
export const isEditable = (status: number) => status < ORDER_STATUS.dispatched;

const notEditable = () =>
  new AppError(409, 'ORDER_NOT_EDITABLE', 'The whole order has left (or it was cancelled); its lines and delivery are no longer changed');

/**
 * Staff change an order until all of it has left: its lines (prices from the dealer's price list
 * today, or kept) and its delivery. Totals and freight are computed by the placement's own code,
 * VAT as the dealer's invoice will; the dealer is told what changed (e-mail and the order's history).
 */
export function createOrderEdits(deps: OrderEditDeps) {
  async function lockEditable(repos: OrderDeskRepositories, orderNumber: string) {
    const current = await found(repos.orders.lockOrder(orderNumber), 'Order');
    if (!isEditable(current.status)) throw notEditable();
    return current;
  }

  async function withVat(repos: OrderDeskRepositories, customerNumber: string, nets: number[], freight: number): Promise<Totals> {
    const rule = await repos.invoices.vatRuleData(customerNumber);
    const amounts = amountsWithVat(nets, freight, vatRuleFor(rule.market, rule.domestic, rule.vatNumber).vatPercent);
    return { itemSum: amounts.netTotal, freight: amounts.freight, vat: amounts.vat, total: amounts.total };
  }

  /** Tells the dealer (the orderer, else its administrators) and keeps the change for the order's history. */
  async function tellDealer(
    repos: OrderDeskRepositories,
    order: { order_number: string; customer_number: string; contact_id: string | null; order_mark: string | null },
    change: Omit<OrderChange, 'at'>,
  ) {
    const at = deps.now();
    await repos.orders.recordChange(order.order_number, at, change.kind, change);
    await repos.orders.notify({
      to: order.contact_id ? { contactId: order.contact_id } : { adminsOf: order.customer_number },
      customerNumber: order.customer_number,
      message: { kind: 'order-changed', orderNumber: order.order_number, orderMark: order.order_mark, change },
    });
  }

  return {
    async editLines(staff: StaffPrincipal, orderNumber: string, body: LinesBody) {
      // The catalogue reads prices through a connection of its own, which the embedded database (one connection) cannot
      // give while the order's transaction holds it: prices are read first, from the order as it stands.
      const before = await deps.transaction(async (repos) => ({
        order: await lockEditable(repos, orderNumber),
        lines: await repos.orders.lines(orderNumber),
      }));
      const language = languageForMarket(toMarket(before.order.market));
      const ownBefore = before.lines.filter((l) => !l.config_header_id);
      const wanted = body.lines.map((l, i) => ({ ...l, configHeaderId: null, field: `lines.${i}.itemNumber` }));
      // New articles and more of one are priced and checked as the checkout does.
      await priceLines(
        deps.catalogue,
        before.order.customer_number,
        wanted.filter((l) => (ownBefore.find((o) => o.item_number === l.itemNumber)?.ordered_qty ?? 0) < l.quantity),
        true,
        language,
      );
      const catalogue = new Map(
        (
          await deps.catalogue.prices(
            before.order.customer_number,
            before.lines.map((l) => l.item_number).concat(body.lines.map((l) => l.itemNumber)),
            language,
          )
        ).map((p) => [p.itemNumber, p]),
      );

      return deps.transaction(async (repos) => {
        const current = await lockEditable(repos, orderNumber);
        const market = toMarket(current.market);
        const lines = await repos.orders.lines(orderNumber);
        // A configured product's parts stay as the configurator priced them.
        const own = lines.filter((l) => !l.config_header_id);
        body.lines.forEach((l, i) => {
          if (body.lines.findIndex((o) => o.itemNumber === l.itemNumber) !== i)
            throw badRequest(`lines.${i}.itemNumber`, `Article ${l.itemNumber} is listed twice`);
        });
        const existing = (itemNumber: string) => own.find((l) => l.item_number === itemNumber);

        // Nothing goes below what has left already, and a dispatched line is not removed.
        body.lines.forEach((l, i) => {
          const line = existing(l.itemNumber);
          if (line && l.quantity < line.shipped_qty)
            throw new AppError(409, 'QUANTITY_BELOW_DISPATCHED', `${line.shipped_qty} of ${l.itemNumber} have already been dispatched`, {
              field: `lines.${i}.quantity`,
            });
        });
        const removed = own.filter((l) => !body.lines.some((b) => b.itemNumber === l.item_number));
        const shippedRemoved = removed.find((l) => l.shipped_qty > 0);
        if (shippedRemoved)
          throw new AppError(
            409,
            'QUANTITY_BELOW_DISPATCHED',
            `${shippedRemoved.shipped_qty} of ${shippedRemoved.item_number} have already been dispatched`,
            { field: 'lines' },
          );

        let nextSequence = Math.max(0, ...lines.map((l) => l.line_sequence)) + 1;
        const after = body.lines.map((l, i) => {
          const line = existing(l.itemNumber);
          const today = catalogue.get(l.itemNumber);
          // A line removed by another change in between comes back only if it is still sold.
          if (!line && !today?.active) throw badRequest(`lines.${i}.itemNumber`, `Article ${l.itemNumber} is not sold`);
          // A line part of which has left keeps its price; so does every line when asked, or one no longer sold.
          const keep = line && (body.keepPrices || line.shipped_qty > 0 || !today?.active);
          const price = keep ? line.price : today!.listPrice;
          const discount = keep ? line.discount : today!.discountPercent;
          const unitPrice = netUnitPrice(price, discount);
          return {
            line_sequence: line?.line_sequence ?? nextSequence++,
            item_number: l.itemNumber,
            description: line?.description ?? today!.description,
            ordered_qty: l.quantity,
            price,
            discount,
            net_sales_amt: lineAmount(unitPrice, l.quantity),
            isNew: !line,
            unitPrice,
          };
        });
        const configured = lines.filter((l) => l.config_header_id).map((l) => ({ ...l, unitPrice: l.net_sales_amt / l.ordered_qty }));
        const all = [...configured, ...after];
        const totals = orderTotals(
          { market, currency: current.currency },
          all.map((l) => ({ unitPrice: l.unitPrice, quantity: l.ordered_qty, weightKg: catalogue.get(l.item_number)?.weightKg ?? 0 })),
          current.delivery_type === DELIVERY_TYPES.coDelivery,
        );

        const changed: OrderChangeLine[] = [
          ...own.flatMap((l) => {
            const now = after.find((a) => a.item_number === l.item_number);
            if (now && now.ordered_qty === l.ordered_qty && now.net_sales_amt === l.net_sales_amt) return [];
            return [
              {
                itemNumber: l.item_number,
                description: l.description,
                quantityBefore: l.ordered_qty,
                quantityAfter: now?.ordered_qty ?? null,
                amountBefore: l.net_sales_amt,
                amountAfter: now?.net_sales_amt ?? null,
              },
            ];
          }),
          ...after
            .filter((a) => a.isNew)
            .map((a) => ({
              itemNumber: a.item_number,
              description: a.description,
              quantityBefore: null,
              quantityAfter: a.ordered_qty,
              amountBefore: null,
              amountAfter: a.net_sales_amt,
            })),
        ];
        // The same lines again: nothing changed, nobody is told.
        if (changed.length === 0 && totals.netValue === current.order_value && totals.orderFreight === current.freight) return;

        const totalsBefore = await withVat(
          repos,
          current.customer_number,
          lines.map((l) => l.net_sales_amt),
          current.freight,
        );
        const totalsAfter = await withVat(
          repos,
          current.customer_number,
          all.map((l) => l.net_sales_amt),
          totals.orderFreight,
        );
        await repos.orders.replaceLines(
          orderNumber,
          after.map(({ unitPrice: _unit, ...l }) => l),
          removed.map((l) => l.line_sequence),
        );
        await repos.orders.updateOrder(orderNumber, { order_value: totals.netValue, freight: totals.orderFreight });
        await repos.orders.audit({
          staffId: staff.staffId,
          action: 'order.lines',
          objectType: 'order',
          objectId: orderNumber,
          customerNumber: current.customer_number,
          before: { orderValue: current.order_value, freight: current.freight },
          after: {
            orderValue: totals.netValue,
            freight: totals.orderFreight,
            keepPrices: body.keepPrices ?? false,
            changed,
            lines: all
              .sort((a, b) => a.line_sequence - b.line_sequence)
              .map((l) => ({ lineNumber: l.line_sequence, itemNumber: l.item_number, quantity: l.ordered_qty, netPrice: l.net_sales_amt })),
          },
        });
        await tellDealer(repos, current, {
          kind: 'lines',
          currency: current.currency,
          lines: changed,
          totalsBefore,
          totalsAfter,
          deliveryBefore: null,
          deliveryAfter: null,
        });
      });
    },

    async editDelivery(staff: StaffPrincipal, orderNumber: string, body: DeliveryBody) {
      return deps.transaction(async (repos) => {
        const current = await lockEditable(repos, orderNumber);
        if (body.requestedDate && body.requestedDate < todayInMarket(toMarket(current.market), deps.now()))
          throw badRequest('requestedDate', 'The requested date cannot be earlier than today');
        const deliveryOf = (o: {
          ship_name: string | null;
          ship_address1: string | null;
          ship_address2: string | null;
          ship_address3: string | null;
          ship_postalcode: string | null;
          ship_city: string | null;
          ship_country: string | null;
          requested_date: string | null;
        }): OrderDelivery => ({
          address: {
            name: o.ship_name,
            lines: [o.ship_address1, o.ship_address2, o.ship_address3].filter((l): l is string => !!l && l.trim() !== ''),
            postalCode: o.ship_postalcode,
            city: o.ship_city,
            country: o.ship_country,
          },
          requestedDate: o.requested_date,
        });
        const a = body.deliveryAddress;
        const values = {
          ...(a
            ? {
                ship_name: a.name,
                ship_address1: a.line1,
                ship_address2: a.line2 || null,
                ship_address3: null,
                ship_postalcode: a.postalCode,
                ship_city: a.city,
                ship_country: a.country,
              }
            : {}),
          ...(body.requestedDate ? { requested_date: body.requestedDate } : {}),
        };
        const before = deliveryOf(current);
        const after = deliveryOf({ ...current, ...values });
        if (JSON.stringify(before) === JSON.stringify(after)) return;
        await repos.orders.updateOrder(orderNumber, values);
        await repos.orders.audit({
          staffId: staff.staffId,
          action: 'order.delivery',
          objectType: 'order',
          objectId: orderNumber,
          customerNumber: current.customer_number,
          before: { ...before },
          after: { ...after },
        });
        await tellDealer(repos, current, {
          kind: 'delivery',
          currency: current.currency,
          lines: [],
          totalsBefore: null,
          totalsAfter: null,
          deliveryBefore: before,
          deliveryAfter: after,
        });
      });
    },
  };
}

export type OrderEdits = ReturnType<typeof createOrderEdits>;
