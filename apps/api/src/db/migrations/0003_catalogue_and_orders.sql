-- The ERP side: catalogue, price lists, orders and their lines.

CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Lower case without accents (å, ä, ö, ø, æ …), for search. unaccent() is only STABLE;
-- with its dictionary named it always gives the same answer, so it may be indexed.
CREATE FUNCTION portal_search_text(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(unaccent('unaccent'::regdictionary, $1)) $$;

CREATE TABLE product (
  item_number     text PRIMARY KEY,
  description     text NOT NULL,
  long_text       text,
  kind            text NOT NULL CHECK (kind IN ('stove', 'chimney', 'accessory', 'spare_part')),
  brand           text NOT NULL,
  model_series    text,
  image_url       text,
  weight_kg       numeric(8, 2) NOT NULL DEFAULT 0 CHECK (weight_kg >= 0),
  -- working days from order to dispatch
  lead_time_days  integer NOT NULL DEFAULT 5 CHECK (lead_time_days >= 0),
  require_serial  boolean NOT NULL DEFAULT false,
  -- parts used only in configured products are not sold on their own in the shop
  sellable        boolean NOT NULL DEFAULT true,
  search_text     text GENERATED ALWAYS AS (portal_search_text(item_number || ' ' || description)) STORED
);
CREATE INDEX product_search_idx ON product USING gin (search_text gin_trgm_ops);
CREATE INDEX product_series_idx ON product (model_series);

-- The shop's category tree; a node with an item number is a product.
CREATE TABLE sales_node (
  node_id      text PRIMARY KEY,
  parent_id    text REFERENCES sales_node (node_id),
  label        text NOT NULL,
  image_url    text,
  item_number  text REFERENCES product (item_number),
  sort_order   integer NOT NULL DEFAULT 0
);
CREATE INDEX sales_node_parent_idx ON sales_node (parent_id, sort_order);
CREATE INDEX sales_node_item_idx ON sales_node (item_number);

CREATE TABLE price_list (
  id        text PRIMARY KEY,
  name      text NOT NULL,
  currency  text NOT NULL CHECK (currency IN ('SEK', 'NOK', 'DKK', 'EUR'))
);

CREATE TABLE price_list_item (
  price_list_id  text NOT NULL REFERENCES price_list (id),
  item_number    text NOT NULL REFERENCES product (item_number),
  unit_price     numeric(12, 2) NOT NULL CHECK (unit_price >= 0),
  PRIMARY KEY (price_list_id, item_number)
);

ALTER TABLE customer ADD COLUMN price_list_id text REFERENCES price_list (id);
-- the reseller's discount on list prices, in percent
ALTER TABLE customer ADD COLUMN discount_percent numeric(5, 2) NOT NULL DEFAULT 0
  CHECK (discount_percent >= 0 AND discount_percent < 100);

CREATE SEQUENCE order_number_seq START 510000;

-- Status: 10 received (the only one a reseller may cancel), 20 confirmed, 30 in production,
-- 40 dispatched, 60 delivered, 90 cancelled. Below 60 is open; 60 and above is history.
CREATE TABLE customer_order (
  order_number        text PRIMARY KEY,
  customer_number     text NOT NULL REFERENCES customer (customer_number),
  contact_id          uuid REFERENCES contact (id),
  status              integer NOT NULL CHECK (status IN (10, 20, 30, 40, 60, 90)),
  order_date          date NOT NULL,
  order_mark          text,
  customer_po         text,
  reference_no        text,
  message             text,
  delivery_type       text NOT NULL DEFAULT ' ' CHECK (delivery_type IN (' ', 'SAMLEV')),
  requested_date      date,
  promise_date        date,
  tracking_id         text,
  tracking_url        text,
  currency            text NOT NULL,
  freight             numeric(12, 2) NOT NULL DEFAULT 0,
  order_value         numeric(12, 2) NOT NULL,
  ship_name           text,
  ship_address1       text,
  ship_address2       text,
  ship_address3       text,
  ship_city           text,
  ship_postalcode     text,
  ship_country        text,
  notification_phone  text,
  idempotency_key     uuid,
  created_at          timestamptz NOT NULL DEFAULT now(),
  cancelled_at        timestamptz
);
CREATE INDEX customer_order_list_idx ON customer_order (customer_number, status, order_date DESC, order_number DESC);
-- a retried order with the same key finds the first one
CREATE UNIQUE INDEX customer_order_idempotency_key ON customer_order (customer_number, idempotency_key)
  WHERE idempotency_key IS NOT NULL;

CREATE TABLE order_line (
  order_number      text NOT NULL REFERENCES customer_order (order_number) ON DELETE CASCADE,
  line_sequence     integer NOT NULL,
  item_number       text NOT NULL,
  description       text NOT NULL,
  ordered_qty       numeric(10, 2) NOT NULL,
  shipped_qty       numeric(10, 2) NOT NULL DEFAULT 0,
  price             numeric(12, 2) NOT NULL,
  discount          numeric(5, 2) NOT NULL DEFAULT 0,
  net_sales_amt     numeric(12, 2) NOT NULL,
  -- set on the lines of a configured product, all sharing the configurator's header
  config_header_id  text,
  PRIMARY KEY (order_number, line_sequence)
);

CREATE TABLE order_line_comment (
  order_number   text NOT NULL,
  line_sequence  integer NOT NULL,
  position       integer NOT NULL,
  comment        text NOT NULL,
  PRIMARY KEY (order_number, line_sequence, position),
  FOREIGN KEY (order_number, line_sequence) REFERENCES order_line (order_number, line_sequence) ON DELETE CASCADE
);

-- Serial numbers of delivered serial-numbered articles (stoves), for complaints.
CREATE TABLE order_line_serial (
  serial_number   text PRIMARY KEY,
  order_number    text NOT NULL,
  line_sequence   integer NOT NULL,
  production_nbr  text NOT NULL,
  FOREIGN KEY (order_number, line_sequence) REFERENCES order_line (order_number, line_sequence) ON DELETE CASCADE
);
CREATE INDEX order_line_serial_line_idx ON order_line_serial (order_number, line_sequence);

CREATE TABLE maintenance_window (
  id          serial PRIMARY KEY,
  from_date   timestamptz NOT NULL,
  to_date     timestamptz NOT NULL,
  statuscode  integer NOT NULL
);
