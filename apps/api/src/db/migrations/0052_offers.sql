-- Offers: a dealer's own offers to its end customers, at the dealer's sale prices incl. VAT. An
-- offer keeps its prices as they were made (the net price beside each article line, which only the
-- dealer sees); an offer's number is the dealer's own series, its versions share the number.
CREATE TABLE offer (
  id                 uuid PRIMARY KEY,
  customer_number    text NOT NULL REFERENCES customer (customer_number),
  number             integer NOT NULL CHECK (number > 0),
  version            integer NOT NULL CHECK (version > 0),
  -- expired is worked out from valid_until when read, never stored
  status             text NOT NULL CHECK (status IN ('draft', 'sent', 'accepted', 'declined')),
  language           text NOT NULL,
  currency           text NOT NULL,
  vat_percent        numeric(5, 2) NOT NULL,
  markup_percent     numeric(7, 2),
  price_step         numeric(12, 2),
  discount           numeric(12, 2) NOT NULL DEFAULT 0 CHECK (discount >= 0),
  valid_until        date NOT NULL,
  cover_text         text NOT NULL DEFAULT '',
  -- the end customer; NULL once erased (customer_erased_at)
  customer_name      text,
  customer_email     text,
  customer_phone     text,
  customer_address   text,
  customer_erased_at timestamptz,
  total_incl_vat     numeric(14, 2) NOT NULL,
  created_by         uuid REFERENCES contact (id) ON DELETE SET NULL,
  created_by_name    text NOT NULL,
  created_at         timestamptz NOT NULL,
  changed_at         timestamptz NOT NULL,
  sent_at            timestamptz,
  decided_at         timestamptz,
  UNIQUE (customer_number, number, version)
);
CREATE INDEX offer_customer_idx ON offer (customer_number, changed_at DESC);

CREATE TABLE offer_line (
  id                  uuid PRIMARY KEY,
  offer_id            uuid NOT NULL REFERENCES offer (id) ON DELETE CASCADE,
  position            integer NOT NULL,
  kind                text NOT NULL CHECK (kind IN ('article', 'configured', 'free')),
  item_number         text,
  -- a configured product's configuration, as the cart keeps it
  config              jsonb,
  text                text NOT NULL,
  quantity            integer NOT NULL CHECK (quantity BETWEEN 1 AND 999),
  -- the dealer's own price when set; else the offer's markup made the sale price
  own_price           boolean NOT NULL,
  unit_price_incl_vat numeric(14, 2) NOT NULL CHECK (unit_price_incl_vat >= 0),
  vat_percent         numeric(5, 2) NOT NULL,
  net_unit_price      numeric(14, 2),
  UNIQUE (offer_id, position)
);

-- Who did what with an offer, for the dealer's own record (the audit log is the staff's).
CREATE TABLE offer_history (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  offer_id    uuid NOT NULL REFERENCES offer (id) ON DELETE CASCADE,
  at          timestamptz NOT NULL,
  contact_id  uuid REFERENCES contact (id) ON DELETE SET NULL,
  action      text NOT NULL
);
CREATE INDEX offer_history_offer_idx ON offer_history (offer_id, at);

-- The dealer's look on its offers, set by its Portal Admin; the logo is a small PNG or JPEG kept here.
CREATE TABLE offer_branding (
  customer_number text PRIMARY KEY REFERENCES customer (customer_number),
  company_name    text NOT NULL DEFAULT '',
  address         text NOT NULL DEFAULT '',
  org_number      text NOT NULL DEFAULT '',
  bank_details    text NOT NULL DEFAULT '',
  footer_terms    text NOT NULL DEFAULT '',
  logo            bytea,
  logo_type       text CHECK (logo_type IN ('image/png', 'image/jpeg')),
  changed_by      uuid REFERENCES contact (id) ON DELETE SET NULL,
  changed_at      timestamptz NOT NULL
);
