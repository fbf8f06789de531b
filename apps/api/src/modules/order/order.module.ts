import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { Notify } from '../../platform/messages.js';
import { withEvents, type RecordEvent } from '../../platform/events.js';
import { portalModule } from '../../platform/module.js';
import { transactional, transactionalRows } from '../../platform/db/transactional.js';
import type { PriceSource } from '../catalogue/catalogue.module.js';
import { invoiceLedger } from '../invoice/invoice.module.js';
import { createOrderRepository } from './order.repository.js';
import { createOrderEdits } from './order-edit.js';
import { createOrderShipmentReads } from './order-shipment.repository.js';
import { orderRoutes } from './order.routes.js';
import {
  createOrderService,
  type AgreedPrices,
  type OrderService,
  type CartLinesSink,
  type ConfiguredItemSource,
  type ConfigurationSource,
  type OrderConfirmationDocumentSource,
} from './order.service.js';
import { createOrderDeskRepository } from './order-desk.repository.js';
import { orderDeskRoutes } from './order-desk.routes.js';
import { createOrderDeskService, type OrderDeskRepositories } from './order-desk.service.js';
import { dealerOrderEvents, orderApprovalEvents, orderDeskEvents } from './order-events.js';
import { createOrderApprovalRepository } from './order-approval.repository.js';
import { createOrderApprovalQueue, type ApprovalChoice, type OrderApprovalQueue } from './order-approval.js';
import type { ApprovalRule } from './order-placement.js';
import { createOrderIntegrationRepository } from './order-integration.repository.js';
import { createOrderIntegrationService, type OrderIntegrationService } from './order-integration.service.js';
import type { CreditSource } from './order-credit.js';

export type { AgreedPrices, CreditSource, OrderIntegrationService, ApprovalRule, ApprovalChoice, OrderApprovalQueue };
/** Places an order at prices agreed beforehand (a project quote), through the dealer's own order placement. */
export type AgreedPricePlacement = OrderService['placeOrder'];
export type { ReplacementOrderRequest } from './order-placement.js';

/** Dealers' orders (placing, reading, reordering) and the back office's order desk (delivery, invoicing). */
export function orderModule(deps: {
  db: Kysely<DB>;
  notify: Notify;
  catalogue: PriceSource;
  configuredItems: ConfiguredItemSource;
  /** The configurations an order's lines came from (the configurator's entry). */
  configurations: ConfigurationSource;
  cartLines: CartLinesSink;
  /** Placing, moving and cancelling orders tells integrations (the events port). */
  recordEvent: RecordEvent;
  /** Whether an order must wait for an approver of the dealer first (the approvals area, ADR 0079). */
  approvalRule: ApprovalRule;
  /** The dealer's credit now (the finance module's): placing checks it, the credit hold queue shows it. */
  credit: CreditSource;
  now: () => Date;
}) {
  const orders = (db: Kysely<DB>) => withEvents(createOrderRepository(db, deps.notify), db, deps.recordEvent, dealerOrderEvents);
  const service = createOrderService({
    orders: orders(deps.db),
    shipments: createOrderShipmentReads(deps.db),
    catalogue: deps.catalogue,
    transaction: transactional(deps.db, orders),
    now: deps.now,
    configuredItems: deps.configuredItems,
    configurations: deps.configurations,
    cartLines: deps.cartLines,
    approvalRule: deps.approvalRule,
    credit: deps.credit,
  });
  const approvalRepositories = (db: Kysely<DB>) => ({
    orders: orders(db),
    approvals: withEvents(createOrderApprovalRepository(db, deps.notify), db, deps.recordEvent, orderApprovalEvents),
  });
  const approvals = createOrderApprovalQueue({
    ...approvalRepositories(deps.db),
    transaction: transactional(deps.db, approvalRepositories),
    now: deps.now,
    credit: deps.credit,
  });
  // Invoicing an order writes the invoice in the order's transaction.
  const deskRepositories = (db: Kysely<DB>): OrderDeskRepositories => ({
    orders: withEvents(createOrderDeskRepository(db, deps.notify), db, deps.recordEvent, orderDeskEvents),
    invoices: invoiceLedger(db, deps.recordEvent),
    confirmation: createOrderRepository(db, deps.notify).confirmation,
  });
  const shipments = createOrderShipmentReads(deps.db);
  const desk = createOrderDeskService({
    ...deskRepositories(deps.db),
    transaction: transactional(deps.db, deskRepositories),
    transactionOfRows: transactionalRows(deps.db, deskRepositories),
    shipments,
    credit: deps.credit,
    confirmationDocument: (request) => service.confirmationDocument(request),
    now: deps.now,
  });
  // Staff change an order's lines and delivery, priced as a dealer's order is placed.
  const edits = createOrderEdits({ transaction: transactional(deps.db, deskRepositories), catalogue: deps.catalogue, now: deps.now });
  return portalModule({
    routes: (api) => {
      orderRoutes(api, service);
      orderDeskRoutes(api, desk, edits);
    },
    /** Orders as the integration API reads and moves them, through the order desk. */
    integration: createOrderIntegrationService({
      desk,
      orders: createOrderIntegrationRepository(deps.db),
      configurations: deps.configurations,
    }),
    /**
     * An order at agreed prices (a project quote's): placed by the same rules as a dealer's order
     * (idempotency key, ordering open, addresses, delivery date), with the agreement's claim in its transaction.
     */
    placeAtAgreedPrices: ((principal, request, language, agreed) =>
      service.placeOrder(principal, request, language, agreed)) as AgreedPricePlacement,
    /** The orders waiting for an approver of their dealer, read and decided by the approvals area. */
    approvals,
    /** Places a replacement order at no charge for a complaint; `alongside` writes in its transaction (the complaint's record). */
    placeReplacement: service.placeReplacement,
    /** An order confirmation as a PDF, made without a signed-in caller (a message's attachment). */
    confirmationDocument: ((request) => service.confirmationDocument(request)) as OrderConfirmationDocumentSource,
  });
}
