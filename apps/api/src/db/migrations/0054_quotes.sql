-- Project quotes: a dealer asks the manufacturer for a price on a set of articles, sales
-- administration prices and sends it, the dealer accepts (an order at the quoted prices), declines
-- or asks again with a changed request (a new revision). Every revision's lines are kept.
CREATE SEQUENCE quote_number_seq START 300001;

CREATE TABLE quote (
  id                      uuid PRIMARY KEY,
  number                  text NOT NULL UNIQUE DEFAULT ('QT-' || nextval('quote_number_seq')::text),
  customer_number         text NOT NULL REFERENCES customer (customer_number),
  contact_id              uuid REFERENCES contact (id) ON DELETE SET NULL,
  project_name            text NOT NULL CHECK (char_length(project_name) BETWEEN 1 AND 100),
  requested_delivery      text CHECK (char_length(requested_delivery) <= 100),
  -- requested (waiting for sales administration), sent (priced, waiting for the dealer), ordering
  -- (partly called off), accepted, declined.
  status                  text NOT NULL CHECK (status IN ('requested', 'sent', 'ordering', 'accepted', 'declined')),
  revision                integer NOT NULL DEFAULT 1 CHECK (revision >= 1),
  currency                text NOT NULL,
  valid_until             date,
  allow_partial_call_offs boolean NOT NULL DEFAULT false,
  -- The message sales administration writes with its prices, sent with them.
  staff_message           text CHECK (char_length(staff_message) <= 4000),
  -- When the dealer last asked (the first request or a changed one): the answer time counts from here.
  requested_at            timestamptz NOT NULL,
  sent_at                 timestamptz,
  created_at              timestamptz NOT NULL,
  updated_at              timestamptz NOT NULL
);
CREATE INDEX quote_customer_idx ON quote (customer_number, created_at DESC, id);
CREATE INDEX quote_status_idx ON quote (status, requested_at, id);
CREATE INDEX quote_created_idx ON quote (created_at DESC, id);

CREATE TABLE quote_line (
  quote_id         uuid NOT NULL REFERENCES quote (id) ON DELETE CASCADE,
  revision         integer NOT NULL,
  line_number      integer NOT NULL,
  item_number      text NOT NULL,
  description      text NOT NULL,
  quantity         integer NOT NULL CHECK (quantity > 0),
  list_price       numeric(12, 2),
  -- Sales administration's price per unit before its discount, and the discount in percent.
  unit_price       numeric(12, 2) CHECK (unit_price >= 0),
  discount_percent numeric(5, 2) CHECK (discount_percent >= 0 AND discount_percent <= 100),
  -- Units already ordered from the quote (call-offs); never more than the quantity.
  called_off       integer NOT NULL DEFAULT 0 CHECK (called_off >= 0 AND called_off <= quantity),
  PRIMARY KEY (quote_id, revision, line_number),
  UNIQUE (quote_id, revision, item_number)
);

-- The thread: the dealer's and the staff's messages, each with the revision it belongs to.
CREATE TABLE quote_message (
  id          uuid PRIMARY KEY,
  quote_id    uuid NOT NULL REFERENCES quote (id) ON DELETE CASCADE,
  revision    integer NOT NULL,
  -- request, reply (dealer's changed request), offer (staff's prices sent), accept, call-off, decline
  kind        text NOT NULL CHECK (kind IN ('request', 'reply', 'offer', 'accept', 'call-off', 'decline')),
  text        text CHECK (char_length(text) <= 4000),
  author_name text,
  from_staff  boolean NOT NULL,
  order_number text,
  created_at  timestamptz NOT NULL
);
CREATE INDEX quote_message_quote_idx ON quote_message (quote_id, created_at, id);

-- Each order placed from a quote, by the dealer's idempotency key, so a retried accept answers
-- with its order.
CREATE TABLE quote_call_off (
  quote_id        uuid NOT NULL REFERENCES quote (id) ON DELETE CASCADE,
  order_number    text NOT NULL UNIQUE,
  idempotency_key uuid NOT NULL,
  created_at      timestamptz NOT NULL,
  PRIMARY KEY (quote_id, idempotency_key)
);
