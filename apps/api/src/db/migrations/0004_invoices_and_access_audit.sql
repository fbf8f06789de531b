-- The ERP's invoices with their lines, and the record of access-level changes.

-- One invoice per delivered order (older sales history has invoices whose orders are archived in
-- the ERP, so order_number is not a reference). Amounts in the customer's currency:
-- total = net_total + freight + vat. Paid when paid_date is set; overdue is not stored, it follows
-- from due_date and today in the customer's time zone.
CREATE TABLE invoice (
  invoice_number   text PRIMARY KEY,
  customer_number  text NOT NULL REFERENCES customer (customer_number),
  order_number     text NOT NULL,
  order_mark       text,
  invoice_date     date NOT NULL,
  due_date         date NOT NULL CHECK (due_date >= invoice_date),
  currency         text NOT NULL CHECK (currency IN ('SEK', 'NOK', 'DKK', 'EUR')),
  net_total        numeric(12, 2) NOT NULL,
  freight          numeric(12, 2) NOT NULL DEFAULT 0,
  vat              numeric(12, 2) NOT NULL,
  total            numeric(12, 2) NOT NULL,
  paid_date        date,
  created_at       timestamptz NOT NULL DEFAULT now()
);
-- the list (newest first) and the sales figures (a date range) of one customer
CREATE INDEX invoice_customer_date_idx ON invoice (customer_number, invoice_date DESC, invoice_number DESC);

CREATE TABLE invoice_line (
  invoice_number  text NOT NULL REFERENCES invoice (invoice_number) ON DELETE CASCADE,
  line_sequence   integer NOT NULL CHECK (line_sequence > 0),
  item_number     text NOT NULL,
  description     text NOT NULL,
  quantity        numeric(10, 2) NOT NULL,
  price           numeric(12, 2) NOT NULL,
  discount        numeric(5, 2) NOT NULL DEFAULT 0,
  -- excluding VAT and freight: what the sales figures add up
  net_sales_amt   numeric(12, 2) NOT NULL,
  PRIMARY KEY (invoice_number, line_sequence)
);

-- Who changed whose access level, when, from what to what.
CREATE TABLE access_level_change (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  contact_id       uuid NOT NULL REFERENCES contact (id),
  customer_number  text NOT NULL REFERENCES customer (customer_number),
  changed_by       uuid NOT NULL REFERENCES contact (id),
  from_level       text NOT NULL,
  to_level         text NOT NULL,
  changed_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX access_level_change_customer_idx ON access_level_change (customer_number, changed_at DESC);
CREATE INDEX access_level_change_contact_idx ON access_level_change (contact_id, changed_at DESC);
