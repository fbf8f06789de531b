import type { ColumnType, Generated, GeneratedAlways, Selectable } from 'kysely';

/** Table types for Kysely; they mirror db/migrations. */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A timestamp without a default: every insert gives it. */
type GivenTimestamp = ColumnType<Date, Date | string, Date | string>;

export type SalesRepTable = {
  id: string;
  firstname: string;
  lastname: string;
  email: string | null;
  phone: string | null;
  mobilephone: string | null;
};

/** A calendar date as 'YYYY-MM-DD'. */
type DateText = string;

export type ProductTable = {
  item_number: string;
  description: string;
  long_text: string | null;
  kind: 'stove' | 'chimney' | 'accessory' | 'spare_part';
  brand: string;
  model_series: string | null;
  image_url: string | null;
  weight_kg: number;
  lead_time_days: number;
  require_serial: Generated<boolean>;
  sellable: Generated<boolean>;
  active: Generated<boolean>;
  /** a generated column: the database cannot insert into it and holds it nullable */
  search_text: ColumnType<string | null, never, never>;
};

/** The texts of a product and the labels of a category in the languages other than Swedish. */
export type ProductTextTable = {
  item_number: string;
  language: string;
  description: string;
  long_text: string | null;
  /** the description in lower case without accents, for search */
  search_text: ColumnType<string | null, never, never>;
};
export type SalesNodeTextTable = { node_id: string; language: string; label: string };

export type SalesNodeTable = {
  node_id: string;
  parent_id: string | null;
  label: string;
  image_url: string | null;
  item_number: string | null;
  sort_order: number;
};

export type PriceListTable = { id: string; name: string; currency: string };
export type PriceListItemTable = { price_list_id: string; item_number: string; unit_price: number };

export type CustomerOrderTable = {
  order_number: string;
  customer_number: string;
  contact_id: string | null;
  status: number;
  order_date: DateText;
  order_mark: string | null;
  /** portal_search_text(order_mark), stored for the order desk's search by goods mark. */
  search_mark: ColumnType<string | null, never, never>;
  customer_po: string | null;
  reference_no: string | null;
  message: string | null;
  delivery_type: string;
  requested_date: DateText | null;
  promise_date: DateText | null;
  tracking_id: string | null;
  tracking_url: string | null;
  currency: string;
  freight: number;
  order_value: number;
  ship_name: string | null;
  ship_address1: string | null;
  ship_address2: string | null;
  ship_address3: string | null;
  ship_city: string | null;
  ship_postalcode: string | null;
  ship_country: string | null;
  notification_phone: string | null;
  idempotency_key: string | null;
  idempotency_fingerprint: string | null;
  created_at: Timestamp;
  cancelled_at: Date | null;
  carrier: Generated<string | null>;
  cancel_reason: Generated<string | null>;
  /** What staff wrote to the dealer when cancelling; the reason stays internal. */
  cancel_message: Generated<string | null>;
  status_changed_at: Timestamp;
  confirmed_at: Generated<Date | null>;
  dispatched_at: Generated<Date | null>;
  /** Why the order was placed on credit hold (0056); null when it was not. */
  credit_hold_reason: Generated<'limit' | 'overdue' | null>;
  /** Orders that needed an approver of the dealer (migration 0057, ADR 0079); null for others. */
  approval_state: Generated<'waiting' | 'approved' | 'rejected' | null>;
  approval_limit: Generated<number | null>;
  approval_decided_by: Generated<string | null>;
  approval_decided_at: Generated<Date | null>;
  approval_reason: Generated<string | null>;
  /** The cart lines the order took, put back when it is rejected. */
  approval_cart_lines: ColumnType<unknown, string | null | undefined, string | null>;
  /** The complaint a replacement order is for (0058). */
  replacement_for: Generated<string | null>;
  /** How the order was put together (0074): quick-order, configurator, reorder, cart, quote; null before it was recorded. */
  channel: Generated<string | null>;
};

/** A user's spending limit and whether the user approves others' orders (migration 0057). */
export type OrderLimitTable = {
  contact_id: string;
  customer_number: string;
  order_limit: number | null;
  always_approve: Generated<boolean>;
  approver: Generated<boolean>;
  changed_by: string | null;
  changed_at: Timestamp;
};

export type ApprovalSettingTable = {
  customer_number: string;
  sole_approver_may_self_approve: Generated<boolean>;
  changed_by: string | null;
  changed_at: Timestamp;
};

/** Monthly rates from a market's currency into the reporting currency (migration 0048). */
export type InsightRateTable = {
  base: string;
  currency: string;
  month: DateText;
  rate: number;
  set_by: string;
  set_at: Timestamp;
};

/** A staff member's weekly e-mail of an insight dashboard (0076). */
export type InsightSubscriptionTable = {
  id: string;
  staff_id: string;
  dashboard: string;
  filters: ColumnType<unknown, string, string>;
  created_at: Generated<Date>;
  next_send_at: Date;
  last_sent_at: Date | null;
  cancelled_at: Date | null;
};

export type OrderLineTable = {
  order_number: string;
  line_sequence: number;
  item_number: string;
  description: string;
  ordered_qty: number;
  shipped_qty: number;
  price: number;
  discount: number;
  net_sales_amt: number;
  config_header_id: string | null;
};

export type OrderLineCommentTable = { order_number: string; line_sequence: number; position: number; comment: string };
export type OrderLineSerialTable = {
  serial_number: string;
  order_number: string;
  line_sequence: number;
  production_nbr: string;
  /** The shipment it left in; null for orders dispatched before shipments were kept (0060). */
  shipment_id: Generated<number | null>;
};
/** A part of an order that left the factory on its own (0060); delivered, it is invoiced on its own. */
export type OrderShipmentTable = {
  id: GeneratedAlways<number>;
  order_number: string;
  carrier: string;
  tracking_id: string;
  tracking_url: string | null;
  dispatched_at: Date;
  delivered_at: Date | null;
};
export type OrderShipmentLineTable = { shipment_id: number; order_number: string; line_sequence: number; quantity: number };
/** A change staff made to an order, as the dealer reads it in the order's history (0060). */
export type OrderChangeTable = {
  id: GeneratedAlways<number>;
  order_number: string;
  at: Date;
  kind: 'lines' | 'delivery';
  changes: ColumnType<Record<string, unknown>, string, string>;
};
export type MaintenanceWindowTable = { id: Generated<number>; from_date: Date; to_date: Date; statuscode: number };

export type CustomerTable = {
  customer_number: string;
  name: string;
  common_name: string | null;
  market: string;
  currency: string;
  country: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  postal_line1: string | null;
  postal_postalcode: string | null;
  postal_city: string | null;
  visiting_line1: string | null;
  visiting_postalcode: string | null;
  visiting_city: string | null;
  sales_rep_id: string | null;
  price_list_id: string | null;
  discount_percent: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  active: Generated<boolean>;
  /** VAT registration number (EU) or organisation number (Norway). */
  vat_number: string | null;
  /** Days from the invoice date to its due date. */
  payment_terms_days: Generated<number>;
  /** Receives the invoices besides the Portal Admins. */
  invoice_email: string | null;
  order_blocked: Generated<boolean>;
  order_block_reason: string | null;
  /** The most the dealer may owe, in its currency; null: no limit (0056). */
  credit_limit: Generated<number | null>;
  /** Days past due after which an unpaid invoice holds new orders; null: none holds them (0056). */
  block_when_overdue_days: Generated<number | null>;
  /** a generated column: the name in lower case without accents, for staff search */
  search_name: ColumnType<string | null, never, never>;
  /** How many users (contacts) the dealer has, kept by triggers on contact as they come and go (0080). */
  user_count: ColumnType<number, never, never>;
};

export type ContactTable = {
  id: string;
  customer_number: string;
  email: string;
  firstname: string;
  lastname: string;
  telephone1: string | null;
  mobilephone: string | null;
  access_level: Generated<string>;
  password_hash: string | null;
  must_reset_password: Generated<boolean>;
  idp_subject: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  active: Generated<boolean>;
  /** The language the user chose in the portal; null: the market's. */
  language: string | null;
  notify_order_confirmation: Generated<boolean>;
  notify_order_updates: Generated<boolean>;
  notify_complaints: Generated<boolean>;
  notify_invoices: Generated<boolean>;
};

export type DeliveryAddressTable = {
  id: string;
  customer_number: string;
  name: string;
  line1: string;
  line2: string | null;
  line3: string | null;
  postalcode: string;
  city: string;
  country: string;
  is_primary: Generated<boolean>;
};

export type SeedRunTable = { name: string; applied_at: Timestamp };
export type SchemaMigrationTable = { name: string; applied_at: Timestamp };
/** Where an instance's files live (file-store-claim.ts). */
export type FileStoreTable = { id: string; kind: string; location: string; host: string; started_at: Timestamp };

export type IntegrationEventTable = {
  id: string;
  position: number | null;
  type: string;
  resource_id: string;
  customer_number: string | null;
  data: ColumnType<unknown, string, string>;
  occurred_at: Timestamp;
  /** The order of recording; ties of one transaction's events. */
  recorded: GeneratedAlways<number>;
  /** The recording request's trace (W3C traceparent) when tracing is on; its webhook deliveries join it. */
  traceparent: string | null;
};

export type WebhookEndpointTable = {
  id: string;
  url: string;
  description: Generated<string>;
  events: string[];
  /** Sealed with the secret box (SealedSecret). */
  secret: ColumnType<unknown, string, string>;
  previous_secret: ColumnType<unknown, string | null, string | null>;
  previous_secret_until: Date | null;
  enabled: Generated<boolean>;
  disabled_reason: 'staff' | 'failing' | null;
  failing_since: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type WebhookDeliveryState = 'pending' | 'retrying' | 'delivered' | 'failed';

export type WebhookDeliveryTable = {
  id: string;
  seq: GeneratedAlways<number>;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  resource_id: string;
  body: string;
  state: Generated<WebhookDeliveryState>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  locked_until: Date | null;
  last_attempt_at: Date | null;
  last_status: number | null;
  last_duration_ms: number | null;
  last_response: string | null;
  last_error: string | null;
  delivered_at: Date | null;
  created_at: Timestamp;
};

/** A machine client of the integration API (0040_integration_clients.sql). */
export type IntegrationIdempotencyKeyTable = {
  client_id: string;
  key: string;
  fingerprint: string;
  answer: ColumnType<unknown, string | null, string | null>;
  created_at: Timestamp;
};

export type IntegrationClientTable = {
  client_id: string;
  name: string;
  scopes: string;
  secret_hash: string | null;
  previous_secret_hash: string | null;
  previous_secret_until: Date | null;
  expires_at: Date | null;
  actor_id: string;
  created_by: string;
  created_at: Timestamp;
  rotated_at: Date | null;
  revoked_at: Date | null;
};

export type OidcPayloadTable = {
  type: string;
  id: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Date | null;
  consumed_at: Date | null;
};

export type AppSecretTable = {
  name: string;
  value: ColumnType<unknown, string, string>;
  created_at: Timestamp;
};

export type InvoiceTable = {
  invoice_number: string;
  customer_number: string;
  order_number: string;
  order_mark: string | null;
  invoice_date: DateText;
  due_date: DateText;
  currency: string;
  net_total: number;
  freight: number;
  vat: number;
  total: number;
  paid_date: DateText | null;
  created_at: Timestamp;
  vat_treatment: Generated<VatTreatment>;
  vat_percent: Generated<number>;
  customer_vat_number: string | null;
  /** The delivered shipment it bills; null for an order invoiced whole (0060). */
  shipment_id: Generated<number | null>;
  /** A credit note carries negative amounts and names the invoice it credits (0058). */
  kind: Generated<InvoiceKind>;
  credited_invoice_number: Generated<string | null>;
  credit_reason: Generated<string | null>;
  incident_id: Generated<string | null>;
  /** Made by the portal on delivery, or recorded by the ERP through the integration API (0065). */
  source: Generated<InvoiceSource>;
  external_reference: Generated<string | null>;
};

export type InvoiceKind = 'invoice' | 'credit-note';
export type InvoiceSource = 'portal' | 'erp';

/** The back office's one row saying who makes the invoices (0065). */
export type InvoicingSettingTable = {
  only_row: Generated<boolean>;
  invoices_from_erp: boolean;
  changed_at: Timestamp;
};

export type VatTreatment = 'domestic' | 'intra-community' | 'export';

export type MarketInvoicingTable = { market: string; treatment: VatTreatment; vat_percent: number };

export type PaymentAccountTable = {
  currency: string;
  bankgiro: string | null;
  iban: string | null;
  bic: string | null;
  bank_name: string | null;
};

export type InvoiceLineTable = {
  invoice_number: string;
  line_sequence: number;
  item_number: string;
  description: string;
  quantity: number;
  price: number;
  discount: number;
  net_sales_amt: number;
  /** the invoice's customer and date, copied by a trigger (the sales figures' index) */
  customer_number: Generated<string>;
  invoice_date: Generated<string>;
  /** On a credit note: the credited invoice's line. */
  credited_line_sequence: Generated<number | null>;
  /** the article's model series and brand as the catalogue has them now, kept by triggers (0092, the invoice list's filters) */
  model_series: Generated<string | null>;
  brand: Generated<string | null>;
};

/** Invoiced sales per customer and day (and brand), kept by triggers on the lines (0033). */
export type SalesDayTable = { customer_number: string; day: DateText; amount: number; units: number };
export type BrandSalesDayTable = SalesDayTable & { brand: string };
/** Invoiced lines across dealers per month, market, currency, representative ('' for none) and article, kept by triggers (0088). */
export type SalesMonthTable = {
  month: DateText;
  market: string;
  currency: string;
  sales_rep: string;
  item_number: string;
  amount: number;
  quantity: number;
  lines: number;
};
/** The sales kept per dealer (brand '' for all) and year, twelve months an array (migration 0090): written by the database only. */
export type SalesDealerYearTable = {
  customer_number: string;
  brand: string;
  year: number;
  amounts: number[];
  units: number[];
  days: number[];
};
/** The delivery figures kept per market and day (migration 0083): written by the database only. */
export type DeliveryReceivedDayTable = {
  market: string;
  order_date: DateText;
  confirmed_on: DateText;
  cancelled: boolean;
  cancel_reason: string;
  /** The way the orders were put together; '' for none recorded (migration 0084). */
  channel: string;
  orders: number;
};
export type DeliveryDispatchedDayTable = {
  market: string;
  dispatched_on: DateText;
  promised: boolean;
  punctual: boolean;
  orders: number;
  days: number;
};
export type DeliveryBacklogDayTable = { market: string; promise_date: DateText; orders: number };

export type InvitationTable = {
  id: string;
  contact_id: string | null;
  staff_id: string | null;
  token_hash: string;
  invited_by_staff: string | null;
  invited_by_contact: string | null;
  created_at: Timestamp;
  expires_at: Date;
  accepted_at: Date | null;
  revoked_at: Date | null;
};

export type InvoicePaymentTable = {
  id: GeneratedAlways<number>;
  invoice_number: string;
  paid_date: DateText;
  amount: number;
  reference: string | null;
  staff_id: string;
  created_at: Timestamp;
};

export type AccessLevelChangeTable = {
  id: GeneratedAlways<number>;
  contact_id: string;
  customer_number: string;
  /** The dealer's Portal Admin who made the change; null when a staff member did. */
  changed_by: string | null;
  changed_by_staff: string | null;
  from_level: string;
  to_level: string;
  changed_at: Timestamp;
};

export type StaffMemberTable = {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  password_hash: string | null;
  idp_subject: string | null;
  active: Generated<boolean>;
  created_at: Timestamp;
  language: string | null;
};

export type StaffRoleTable = {
  staff_id: string;
  role: 'customer-service' | 'marketing' | 'sales-admin' | 'back-office-admin';
};

type JsonValues = ColumnType<Record<string, unknown> | null, string | null, string | null>;

export type AuditLogTable = {
  id: GeneratedAlways<number>;
  at: Timestamp;
  staff_id: string;
  action: string;
  object_type: string;
  object_id: string;
  customer_number: string | null;
  before: JsonValues;
  after: JsonValues;
};

/** jsonb written as JSON text, read parsed. */
type JsonColumn<T> = ColumnType<T, string | undefined, string>;

export type StaffListColumnsTable = {
  staff_id: string;
  list: string;
  hidden_columns: JsonColumn<string[]>;
  updated_at: Generated<Date>;
};

export type StaffListViewTable = {
  id: Generated<string>;
  staff_id: string;
  list: string;
  name: string;
  shared: boolean;
  filters: JsonColumn<Record<string, string>>;
  hidden_columns: JsonColumn<string[]>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

export type ShowroomModelView = {
  product_id: ColumnType<string, never, never>;
  item_number: ColumnType<string, never, never>;
  model_series: ColumnType<string, never, never>;
  description: ColumnType<string, never, never>;
  image_url: ColumnType<string | null, never, never>;
};

export type ShowroomEntryTable = {
  id: Generated<string>;
  customer_number: string;
  item_number: string;
  combustible: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type CampaignSignupTable = {
  customer_number: string;
  year: number;
  signed_up_by: string;
  signed_up_at: Timestamp;
};

export type ContentFileTable = {
  id: string;
  content_type: string | null;
  language: string | null;
  market: string | null;
  folder: string | null;
  name: string;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  storage_key: string;
  thumbnail_id: string | null;
  sort_order: Generated<number>;
  created_at: Timestamp;
};

export type CatalogueImportTable = {
  id: string;
  kind: 'prices' | 'discounts' | 'products' | 'categories';
  file_name: string;
  rows: ColumnType<{ line: number; values: Record<string, string> }[], string, string>;
  staff_id: string;
  created_at: Timestamp;
  committed_at: Date | null;
  report: ColumnType<{ added: number; changed: number; removed: number } | null, string | null, string | null>;
  /** What a committed price or discount import changed: price list ids, or customer numbers. */
  lists: ColumnType<string[] | null, string | null | undefined, string | null>;
  /** A digest of those lists right after the commit, to tell whether anything changed them since. */
  lists_state: ColumnType<string | null, never, string | null>;
  /** The order of the commits. */
  commit_seq: ColumnType<string | null, never, string | null>;
  undone_at: ColumnType<Date | null, never, Date | null>;
  undone_by: ColumnType<string | null, never, string | null>;
};

/** A price list's row as it was before an import replaced the list (kept for the import's undo). */
export type CatalogueImportPreviousPriceTable = { import_id: string; price_list_id: string; item_number: string; unit_price: number };

/** A dealer's discount as it was before an import changed it (kept for the import's undo). */
export type CatalogueImportPreviousDiscountTable = { import_id: string; customer_number: string; discount_percent: number };

export type YearlyCampaignTable = {
  year: number;
  name: string;
  texts: ColumnType<Record<string, unknown>, string, string>;
  updated_at: Timestamp;
  updated_by_staff: string | null;
};

export type ContentArticleTable = {
  id: string;
  language: string;
  market: string | null;
  title: string;
  abstract: string;
  content_html: string;
  image_id: string | null;
  youtube_id: string | null;
  is_flagged: Generated<boolean>;
  published_at: ColumnType<Date, Date | string, Date | string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  status: Generated<'draft' | 'published' | 'archived'>;
  updated_by_staff: string | null;
};

export type ContentContactTextTable = {
  render_type: string;
  /** '' for every market without texts of its own. */
  market: Generated<string>;
  customer_service_email: string | null;
  customer_service_phone: string | null;
  service_email: string | null;
  service_phone: string | null;
  marketing_communication_email: string | null;
  marketing_communication_phone: string | null;
  updated_at: Timestamp;
};

export type IncidentTable = {
  id: string;
  case_number: Generated<string>;
  ticket_number: string | null;
  customer_number: string;
  contact_id: string | null;
  order_number: string | null;
  order_mark: string | null;
  serial_number: string | null;
  description: string;
  incident_type: string;
  portal_status: Generated<number>;
  contact_fullname: string | null;
  contact_line1: string | null;
  contact_postalcode: string | null;
  contact_city: string | null;
  contact_country: string | null;
  contact_email: string | null;
  contact_mobilephone: string | null;
  location_address: string | null;
  location_postalcode: string | null;
  location_city: string | null;
  created_at: Timestamp;
  assigned_staff_id: string | null;
  status_changed_at: Timestamp;
  /** Moves whenever the incident's row in a list would change (migration 0032). */
  list_change: Generated<number>;
  outcome: Generated<ComplaintOutcomeValue | null>;
  outcome_reason: Generated<string | null>;
  outcome_at: Generated<Date | null>;
};

export type ComplaintOutcomeValue = 'replaced' | 'credited' | 'returned' | 'rejected';

/** Goods sent back on a complaint (0058). */
export type ComplaintReturnTable = {
  return_number: string;
  incident_id: string;
  customer_number: string;
  status: Generated<'requested' | 'received' | 'inspected'>;
  created_by: string;
  created_at: Timestamp;
  status_changed_at: Timestamp;
};
export type ComplaintReturnLineTable = {
  return_number: string;
  position: number;
  item_number: string;
  description: string;
  quantity: number;
};

export type IncidentProductTable = { incident_id: string; position: number; item_number: string; name: string; quantity: number };

export type IncidentNoteTable = {
  id: string;
  incident_id: string;
  subject: string | null;
  description: string;
  contact_id: string | null;
  author_name: string | null;
  created_at: Timestamp;
  staff_id: string | null;
};

export type IncidentInternalNoteTable = {
  id: string;
  incident_id: string;
  staff_id: string;
  text: string;
  created_at: Timestamp;
};

export type IncidentAttachmentTable = {
  id: string;
  incident_id: string;
  storage_key: string;
  content_type: string;
  original_name: string;
  file_name: string;
  size_bytes: number;
  created_at: Timestamp;
};

export type CpqHeaderTable = {
  header_id: string;
  customer_number: string;
  contact_id: string;
  ruleset: string;
  answers: ColumnType<Record<string, string> | null, string | null, string | null>;
  bom: ColumnType<{ itemNumber: string; quantity: number }[] | null, string | null, string | null>;
  config_id: string | null;
  description: string | null;
  completed_at: Timestamp | null;
  created_at: ColumnType<Date, Date | undefined, never>;
};

export type CpqSessionTable = {
  session_id: string;
  configuration_id: string;
  header_id: string;
  customer_number: string;
  ruleset: string;
  answers: ColumnType<Record<string, string>, string, string>;
  expires_at: GivenTimestamp;
  created_at: Timestamp;
};

export type CpqCampaignTable = {
  id: Generated<number>;
  campaign_id: string;
  name: string;
  kind: 'XD' | 'RP' | 'XR';
  item_pattern: string;
  rulesets: string[] | null;
  price_list_id: string | null;
  value: number;
  valid_from: DateText;
  valid_to: DateText;
};

export type IncidentListVersionTable = { customer_number: string; version: number };

export type OutboxMessageTable = {
  id: string;
  kind: string;
  recipient: string;
  language: string;
  customer_number: string | null;
  data: ColumnType<Record<string, unknown>, string, string>;
  subject: string | null;
  body_text: string | null;
  body_html: string | null;
  attachments: ColumnType<OutboxAttachmentRef[], string, string>;
  state: Generated<'pending' | 'sent' | 'failed' | 'dead'>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  locked_until: Date | null;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Date | null;
};

/** A document the worker makes when it sends the message, e.g. the invoice PDF. */
export type OutboxAttachmentRef = {
  document: 'order-confirmation' | 'invoice' | 'offer';
  ref: string;
  customerNumber: string;
  filename: string;
};

export type PasswordResetTable = {
  id: string;
  token_hash: string;
  contact_id: string | null;
  staff_id: string | null;
  created_at: Timestamp;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
};

export type EmailChangeTable = {
  id: string;
  token_hash: string;
  contact_id: string;
  new_email: string;
  created_at: Timestamp;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
};

export type SignInFailureTable = { id: Generated<string>; account_key: string; address: string; failed_at: Timestamp };
export type SignInLockTable = { account_key: string; locked_until: Date };
/** A sign-in through the portal's own provider: the account (a contact's or a staff member's id) and when. */
export type SignInEventTable = { id: GeneratedAlways<number>; account_id: string; signed_in_at: Timestamp };
/** A dealer's user who signed in in a month (migration 0086, ADR 0099): kept by a trigger on `sign_in_event`. */
/** The quality figures' kept rows (migration 0087): written only by the database's triggers. */
export type QualitySoldDayTable = { day: DateText; item_number: string; units: string; lines: number };
export type QualitySerialSoldTable = { serial_number: string; production_nbr: string; sold_on: DateText };
export type QualityComplaintKeyTable = { incident_id: string; group_by: string; key: string; day: DateText };
export type QualityComplaintDayTable = { group_by: string; day: DateText; key: string; complaints: number };
/** The same by month beside the days (migration 0089), and the sold serials counted per batch and month. */
export type QualitySoldMonthTable = { month: DateText; item_number: string; units: string; lines: number };
export type QualityBatchMonthTable = { month: DateText; production_nbr: string; units: number };
export type QualityComplaintMonthTable = { group_by: string; month: DateText; key: string; complaints: number };
/** Each invoice under each model series and brand it has a line of, by day (migration 0094): kept by the lines' triggers. */
export type InvoiceArticleKeyTable = { group_by: 'series' | 'brand'; key: string; invoice_date: DateText; invoice_number: string };
export type PortalUseMonthTable = { month: DateText; customer_number: string; contact_id: string };
/** A staff member's read-only view of the dealer portal as a dealer's user (ADR 0088). */
export type ViewAsSessionTable = {
  id: string;
  staff_id: string;
  contact_id: string;
  customer_number: string;
  code_hash: string;
  code_expires_at: GivenTimestamp;
  token_hash: string | null;
  started_at: Date | null;
  expires_at: Date | null;
  ended_at: Date | null;
  created_at: Timestamp;
};
/** A note staff wrote about a dealer: internal. */
export type DealerNoteTable = { id: string; customer_number: string; staff_id: string; text: string; created_at: Timestamp };

export type CartTable = { contact_id: string; customer_number: string; modified_at: Timestamp };
export type CartLineTable = {
  contact_id: string;
  customer_number: string;
  line_id: string;
  type: string;
  quantity: number;
  config: ColumnType<unknown, string | null, string | null>;
  position: Generated<number>;
  /** How the line came in (0074): quick-order, reorder, configurator; null: the shop or an order list. */
  channel: Generated<string | null>;
};
export type CartAppliedChangeTable = { contact_id: string; change_id: string; applied_at: Timestamp };

export type OrderListTable = {
  id: string;
  customer_number: string;
  name: string;
  saved_by: string | null;
  saved_by_name: string;
  saved_at: GivenTimestamp;
  changed_at: GivenTimestamp;
};
export type OrderListLineTable = {
  list_id: string;
  line_id: string;
  type: string;
  quantity: number;
  config: ColumnType<unknown, string | null, string | null>;
  position: number;
};

export type QuoteTable = {
  id: string;
  number: Generated<string>;
  customer_number: string;
  contact_id: string | null;
  project_name: string;
  requested_delivery: string | null;
  status: string;
  revision: Generated<number>;
  currency: string;
  /** yyyy-mm-dd */
  valid_until: string | null;
  allow_partial_call_offs: Generated<boolean>;
  staff_message: string | null;
  /** The dealer's own offer it was asked from, and that offer's number when asked. */
  offer_id: string | null;
  offer_number: string | null;
  requested_at: GivenTimestamp;
  sent_at: Date | string | null;
  created_at: GivenTimestamp;
  updated_at: GivenTimestamp;
};

export type QuoteLineTable = {
  quote_id: string;
  revision: number;
  line_number: number;
  item_number: string;
  description: string;
  quantity: number;
  list_price: number | null;
  unit_price: number | null;
  discount_percent: number | null;
  called_off: Generated<number>;
};

export type QuoteAttachmentTable = {
  id: string;
  quote_id: string;
  storage_key: string;
  content_type: string;
  original_name: string;
  size_bytes: number;
  uploaded_by: string | null;
  created_at: GivenTimestamp;
};

export type QuoteMessageTable = {
  id: string;
  quote_id: string;
  revision: number;
  kind: string;
  text: string | null;
  author_name: string | null;
  from_staff: boolean;
  order_number: string | null;
  created_at: GivenTimestamp;
};

export type QuoteCallOffTable = {
  quote_id: string;
  order_number: string;
  idempotency_key: string;
  created_at: GivenTimestamp;
};

export type OfferTable = {
  id: string;
  customer_number: string;
  number: number;
  version: number;
  status: 'draft' | 'sent' | 'accepted' | 'declined';
  language: string;
  currency: string;
  vat_percent: number;
  markup_percent: number | null;
  price_step: number | null;
  discount: number;
  valid_until: DateText;
  cover_text: string;
  customer_name: string | null;
  customer_email: string | null;
  customer_phone: string | null;
  customer_address: string | null;
  customer_erased_at: Date | null;
  total_incl_vat: number;
  created_by: string | null;
  created_by_name: string;
  created_at: GivenTimestamp;
  changed_at: GivenTimestamp;
  sent_at: Date | null;
  decided_at: Date | null;
};
export type OfferLineTable = {
  id: string;
  offer_id: string;
  position: number;
  kind: 'article' | 'configured' | 'free';
  item_number: string | null;
  config: ColumnType<unknown, string | null, string | null>;
  text: string;
  quantity: number;
  own_price: boolean;
  unit_price_incl_vat: number;
  vat_percent: number;
  net_unit_price: number | null;
};
export type OfferHistoryTable = {
  id: GeneratedAlways<number>;
  offer_id: string;
  at: GivenTimestamp;
  contact_id: string | null;
  action: string;
};
export type OfferBrandingTable = {
  customer_number: string;
  company_name: Generated<string>;
  address: Generated<string>;
  org_number: Generated<string>;
  bank_details: Generated<string>;
  footer_terms: Generated<string>;
  logo: Uint8Array | null;
  logo_type: 'image/png' | 'image/jpeg' | null;
  changed_by: string | null;
  changed_at: GivenTimestamp;
};

export type DB = {
  cart: CartTable;
  cart_line: CartLineTable;
  cart_applied_change: CartAppliedChangeTable;
  order_list: OrderListTable;
  order_list_line: OrderListLineTable;
  offer: OfferTable;
  offer_line: OfferLineTable;
  offer_history: OfferHistoryTable;
  offer_branding: OfferBrandingTable;
  sign_in_failure: SignInFailureTable;
  sign_in_lock: SignInLockTable;
  sign_in_event: SignInEventTable;
  portal_use_month: PortalUseMonthTable;
  quality_sold_day: QualitySoldDayTable;
  quality_serial_sold: QualitySerialSoldTable;
  invoice_article_key: InvoiceArticleKeyTable;
  quality_complaint_key: QualityComplaintKeyTable;
  quality_complaint_day: QualityComplaintDayTable;
  quality_sold_month: QualitySoldMonthTable;
  quality_batch_month: QualityBatchMonthTable;
  quality_complaint_month: QualityComplaintMonthTable;
  view_as_session: ViewAsSessionTable;
  dealer_note: DealerNoteTable;
  market_invoicing: MarketInvoicingTable;
  payment_account: PaymentAccountTable;
  outbox_message: OutboxMessageTable;
  password_reset: PasswordResetTable;
  email_change: EmailChangeTable;
  sales_rep: SalesRepTable;
  customer: CustomerTable;
  contact: ContactTable;
  delivery_address: DeliveryAddressTable;
  seed_run: SeedRunTable;
  schema_migration: SchemaMigrationTable;
  file_store: FileStoreTable;
  integration_event: IntegrationEventTable;
  webhook_endpoint: WebhookEndpointTable;
  webhook_delivery: WebhookDeliveryTable;
  integration_client: IntegrationClientTable;
  integration_idempotency_key: IntegrationIdempotencyKeyTable;
  oidc_payload: OidcPayloadTable;
  product: ProductTable;
  product_text: ProductTextTable;
  sales_node_text: SalesNodeTextTable;
  sales_node: SalesNodeTable;
  price_list: PriceListTable;
  price_list_item: PriceListItemTable;
  customer_order: CustomerOrderTable;
  order_limit: OrderLimitTable;
  approval_setting: ApprovalSettingTable;
  order_line: OrderLineTable;
  order_line_comment: OrderLineCommentTable;
  order_line_serial: OrderLineSerialTable;
  order_shipment: OrderShipmentTable;
  order_shipment_line: OrderShipmentLineTable;
  order_change: OrderChangeTable;
  maintenance_window: MaintenanceWindowTable;
  app_secret: AppSecretTable;
  invoice: InvoiceTable;
  invoicing_setting: InvoicingSettingTable;
  invoice_line: InvoiceLineTable;
  sales_day: SalesDayTable;
  brand_sales_day: BrandSalesDayTable;
  sales_month: SalesMonthTable;
  sales_dealer_year: SalesDealerYearTable;
  delivery_received_day: DeliveryReceivedDayTable;
  delivery_dispatched_day: DeliveryDispatchedDayTable;
  delivery_backlog_day: DeliveryBacklogDayTable;
  access_level_change: AccessLevelChangeTable;
  staff_member: StaffMemberTable;
  yearly_campaign: YearlyCampaignTable;
  catalogue_import: CatalogueImportTable;
  catalogue_import_previous_price: CatalogueImportPreviousPriceTable;
  catalogue_import_previous_discount: CatalogueImportPreviousDiscountTable;
  staff_role: StaffRoleTable;
  audit_log: AuditLogTable;
  staff_list_columns: StaffListColumnsTable;
  staff_list_view: StaffListViewTable;
  invoice_payment: InvoicePaymentTable;
  invitation: InvitationTable;
  showroom_model: ShowroomModelView;
  showroom_entry: ShowroomEntryTable;
  campaign_signup: CampaignSignupTable;
  content_file: ContentFileTable;
  content_article: ContentArticleTable;
  content_contact_text: ContentContactTextTable;
  incident: IncidentTable;
  incident_product: IncidentProductTable;
  incident_note: IncidentNoteTable;
  incident_internal_note: IncidentInternalNoteTable;
  incident_attachment: IncidentAttachmentTable;
  incident_list_version: IncidentListVersionTable;
  complaint_return: ComplaintReturnTable;
  complaint_return_line: ComplaintReturnLineTable;
  cpq_header: CpqHeaderTable;
  cpq_session: CpqSessionTable;
  cpq_campaign: CpqCampaignTable;
  insight_rate: InsightRateTable;
  insight_subscription: InsightSubscriptionTable;
  quote: QuoteTable;
  quote_line: QuoteLineTable;
  quote_message: QuoteMessageTable;
  quote_attachment: QuoteAttachmentTable;
  quote_call_off: QuoteCallOffTable;
};

export type Contact = Selectable<ContactTable>;
export type Customer = Selectable<CustomerTable>;
