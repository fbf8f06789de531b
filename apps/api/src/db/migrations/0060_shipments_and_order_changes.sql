-- Orders as they really go: an order may leave the factory in several shipments, each with its own
-- carrier, tracking and serial numbers and, once delivered, its own invoice; what has not left yet
-- is the order's backorder, promised for the order's (dispatch) week. Staff may change an order's
-- lines and delivery until everything has left; the dealer reads each change in the order's history.

CREATE TABLE order_shipment (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_number   text NOT NULL REFERENCES customer_order (order_number) ON DELETE CASCADE,
  carrier        text NOT NULL,
  tracking_id    text NOT NULL,
  tracking_url   text,
  dispatched_at  timestamptz NOT NULL,
  delivered_at   timestamptz
);
CREATE INDEX order_shipment_order_idx ON order_shipment (order_number, id);

-- What of each order line a shipment carried.
CREATE TABLE order_shipment_line (
  shipment_id    bigint NOT NULL REFERENCES order_shipment (id) ON DELETE CASCADE,
  order_number   text NOT NULL,
  line_sequence  integer NOT NULL,
  quantity       numeric(10, 2) NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (shipment_id, line_sequence),
  FOREIGN KEY (order_number, line_sequence) REFERENCES order_line (order_number, line_sequence) ON DELETE CASCADE
);

-- The shipment a serial number left in (null for orders dispatched before shipments were kept).
ALTER TABLE order_line_serial ADD COLUMN shipment_id bigint REFERENCES order_shipment (id);

-- One invoice per delivered shipment, no longer one per order; an order dispatched before shipments
-- were kept still gets one invoice, without a shipment.
DROP INDEX IF EXISTS invoice_order_number_idx;
CREATE INDEX invoice_order_idx ON invoice (order_number);
ALTER TABLE invoice ADD COLUMN shipment_id bigint REFERENCES order_shipment (id);
CREATE UNIQUE INDEX invoice_shipment_idx ON invoice (shipment_id) WHERE shipment_id IS NOT NULL;

-- The changes staff made to an order, as the dealer reads them (the audit log keeps who made them).
CREATE TABLE order_change (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_number  text NOT NULL REFERENCES customer_order (order_number) ON DELETE CASCADE,
  at            timestamptz NOT NULL,
  kind          text NOT NULL CHECK (kind IN ('lines', 'delivery')),
  changes       jsonb NOT NULL
);
CREATE INDEX order_change_order_idx ON order_change (order_number, id);
