-- The order desk: who carries a dispatched order, why one was cancelled, since when an order has
-- its status, and the payments recorded against invoices.

ALTER TABLE customer_order ADD COLUMN carrier text;
ALTER TABLE customer_order ADD COLUMN cancel_reason text;
ALTER TABLE customer_order ADD COLUMN status_changed_at timestamptz NOT NULL DEFAULT now();
UPDATE customer_order SET status_changed_at = created_at;

-- the desk's queue: all dealers, by status, newest first; and the orders past their promised week
CREATE INDEX customer_order_status_date_idx ON customer_order (status, order_date DESC, order_number DESC);
CREATE INDEX customer_order_date_idx ON customer_order (order_date DESC, order_number DESC);
CREATE INDEX customer_order_promise_idx ON customer_order (promise_date) WHERE status IN (20, 30);

-- Invoice numbers are the ERP's digits; the next one is the highest plus one, read from this index.
ALTER TABLE invoice ADD CONSTRAINT invoice_number_digits CHECK (invoice_number ~ '^[0-9]{1,12}$');
CREATE UNIQUE INDEX invoice_number_value_idx ON invoice ((invoice_number::bigint));
-- one invoice per delivered order: delivering twice must not bill twice
CREATE UNIQUE INDEX invoice_order_number_idx ON invoice (order_number);
-- the desk's invoice queue: open invoices by due date, and everything newest first
CREATE INDEX invoice_open_due_idx ON invoice (due_date) WHERE paid_date IS NULL;
CREATE INDEX invoice_date_idx ON invoice (invoice_date DESC, invoice_number DESC);

CREATE TABLE invoice_payment (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  invoice_number  text NOT NULL REFERENCES invoice (invoice_number) ON DELETE CASCADE,
  paid_date       date NOT NULL,
  amount          numeric(12, 2) NOT NULL,
  reference       text,
  staff_id        uuid NOT NULL REFERENCES staff_member (id),
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invoice_payment_invoice_idx ON invoice_payment (invoice_number);
