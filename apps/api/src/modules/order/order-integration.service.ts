import type { z } from 'zod';
import type {
  IntegrationOrder,
  IntegrationOrderPage,
  IntegrationOrdersQuery,
  IntegrationOrderStatusRequest,
  IntegrationInvoiceRequest,
} from '@portal/contracts/integration-api';
import type { OrderStatusCode } from '@portal/contracts/staff-order';
import type { IntegrationCaller } from '../../platform/auth/access.js';
import { pagingOf } from '../../platform/db/list-page.js';
import type { OrderDeskService } from './order-desk.service.js';
import type { OrderIntegrationRepository } from './order-integration.repository.js';
import type { ConfigurationSource } from './order-reads.js';

type Query = z.output<typeof IntegrationOrdersQuery>;
type StatusRequest = z.output<typeof IntegrationOrderStatusRequest>;

/**
 * Orders as the integration API reads and moves them: a read is the order desk's detail in the integration
 * shape, and a move is the order desk's own (same rules, e-mails, invoice, audit), made as the client's actor.
 */
export function createOrderIntegrationService(deps: {
  desk: OrderDeskService;
  orders: OrderIntegrationRepository;
  configurations: ConfigurationSource;
}) {
  async function get(orderNumber: string): Promise<IntegrationOrder> {
    const d = await deps.desk.get(orderNumber);
    const headerIds = [...new Set(d.lines.flatMap((l) => (l.configHeaderId ? [l.configHeaderId] : [])))];
    const configurations = await deps.configurations(headerIds, d.customerNumber);
    return {
      orderNumber: d.orderNumber,
      customerNumber: d.customerNumber,
      customerName: d.customerName,
      status: d.status,
      orderDate: d.orderDate,
      requestedDate: d.requestedDate,
      promisedDate: d.promiseDate,
      orderMark: d.orderMark,
      referenceNo: d.referenceNo,
      deliveryType: d.deliveryType,
      deliveryAddress: d.deliveryAddress,
      carrier: d.carrier,
      trackingId: d.trackingId,
      trackingUrl: d.trackingUrl,
      cancelReason: d.cancelReason,
      lines: d.lines.map((l) => ({
        lineNumber: l.lineSequence,
        itemNumber: l.itemNumber,
        description: l.description,
        quantity: l.quantity,
        shippedQuantity: l.shippedQuantity,
        price: l.price,
        discount: l.discount,
        netAmount: l.netAmount,
        serialNumbers: l.serialNumbers,
        configHeaderId: l.configHeaderId,
      })),
      configurations: configurations.map((c) => ({ headerId: c.headerId, ruleset: c.ruleset, title: c.title, answers: c.answers })),
      totals: { net: d.orderValue, freight: d.freight, currency: d.currency },
      invoiceNumber: d.invoice?.invoiceNumber ?? null,
      statusHistory: d.history
        .filter((h) => h.action === 'order.status' && typeof (h.after as { status?: unknown } | null)?.status === 'number')
        .map((h) => ({ status: (h.after as { status: OrderStatusCode }).status, at: h.at, by: h.staffName })),
    };
  }

  return {
    get,

    async list(query: Query): Promise<IntegrationOrderPage> {
      const { rows, total } = await deps.orders.page({
        status: query.status,
        customerNumber: query.customer,
        changedSince: query.changedSince ? new Date(query.changedSince) : undefined,
        ...pagingOf(query),
      });
      return {
        items: rows.map((r) => ({
          orderNumber: r.order_number,
          customerNumber: r.customer_number,
          status: r.status as OrderStatusCode,
          orderDate: r.order_date,
          requestedDate: r.requested_date,
          promisedDate: r.promise_date,
          orderMark: r.order_mark,
          orderValue: r.order_value,
          currency: r.currency,
          changedAt: r.status_changed_at.toISOString(),
        })),
        page: query.page,
        pageSize: query.pageSize,
        total,
      };
    },

    async setStatus(client: IntegrationCaller, orderNumber: string, body: StatusRequest): Promise<IntegrationOrder> {
      const { serialNumbers, externalReference, ...move } = body;
      // The ERP's reference of the move lands in the move's own audit row, in its transaction.
      await deps.desk.setStatus(
        client.actor,
        orderNumber,
        { ...move, ...(serialNumbers ? { serials: serialNumbers } : {}) },
        externalReference || undefined,
      );
      return get(orderNumber);
    },

    /** The ERP's invoice for a delivered order, through the order desk; answers its number. */
    recordInvoice: (client: IntegrationCaller, request: z.output<typeof IntegrationInvoiceRequest>) =>
      deps.desk.recordErpInvoice(client.actor, request),
  };
}
export type OrderIntegrationService = ReturnType<typeof createOrderIntegrationService>;
