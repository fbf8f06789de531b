-- A complaint resolved in the portal (ADR 0080): a replacement order at no charge, a return of goods
-- (RMA) and a credit note against the original invoice, each tied to the complaint, and the
-- complaint's outcome.

-- A credit note is an invoice of its own kind in the invoice series, with negative amounts and
-- quantities, so the dealer's invoices, the sales figures (the lines' triggers) and the unpaid
-- balance count it as it is. It names the invoice it credits and, line by line, the lines.
ALTER TABLE invoice ADD COLUMN kind text NOT NULL DEFAULT 'invoice' CHECK (kind IN ('invoice', 'credit-note'));
ALTER TABLE invoice ADD COLUMN credited_invoice_number text REFERENCES invoice (invoice_number);
ALTER TABLE invoice ADD COLUMN credit_reason text CHECK (char_length(credit_reason) <= 1000);
ALTER TABLE invoice ADD COLUMN incident_id uuid REFERENCES incident (id);
ALTER TABLE invoice ADD CONSTRAINT invoice_credit_note_credits_an_invoice
  CHECK ((kind = 'credit-note') = (credited_invoice_number IS NOT NULL));
-- A credit note shares its invoice's order number, so the order number is no longer unique among
-- invoices. An order has one invoice per delivered shipment (0060, which indexes the order number
-- again, not uniquely), so no unique index on it comes back here.
DROP INDEX IF EXISTS invoice_order_number_idx;
CREATE INDEX invoice_credited_idx ON invoice (credited_invoice_number) WHERE credited_invoice_number IS NOT NULL;
CREATE INDEX invoice_incident_idx ON invoice (incident_id) WHERE incident_id IS NOT NULL;
ALTER TABLE invoice_line ADD COLUMN credited_line_sequence integer;

-- A replacement order is an order like any other, at no charge, naming the complaint it replaces for.
ALTER TABLE customer_order ADD COLUMN replacement_for uuid REFERENCES incident (id);
CREATE INDEX customer_order_replacement_idx ON customer_order (replacement_for) WHERE replacement_for IS NOT NULL;

-- What became of a complaint; a rejection says why.
ALTER TABLE incident ADD COLUMN outcome text CHECK (outcome IN ('replaced', 'credited', 'returned', 'rejected'));
ALTER TABLE incident ADD COLUMN outcome_reason text CHECK (char_length(outcome_reason) <= 1000);
ALTER TABLE incident ADD COLUMN outcome_at timestamptz;
ALTER TABLE incident ADD CONSTRAINT incident_rejection_has_reason CHECK (outcome IS DISTINCT FROM 'rejected' OR outcome_reason IS NOT NULL);
CREATE INDEX incident_outcome_idx ON incident (outcome, created_at);

-- Goods the dealer sends back, under a return number its label carries.
CREATE SEQUENCE complaint_return_number_seq START 300001;
CREATE TABLE complaint_return (
  return_number     text PRIMARY KEY,
  incident_id       uuid NOT NULL REFERENCES incident (id) ON DELETE CASCADE,
  customer_number   text NOT NULL,
  status            text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'received', 'inspected')),
  created_by        uuid NOT NULL REFERENCES staff_member (id),
  created_at        timestamptz NOT NULL DEFAULT now(),
  status_changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX complaint_return_incident_idx ON complaint_return (incident_id);
CREATE TABLE complaint_return_line (
  return_number text NOT NULL REFERENCES complaint_return (return_number) ON DELETE CASCADE,
  position      integer NOT NULL CHECK (position > 0),
  item_number   text NOT NULL,
  description   text NOT NULL,
  quantity      integer NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (return_number, position)
);
