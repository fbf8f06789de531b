-- A staff member viewing the dealer portal as one of a dealer's users, read-only (ADR 0088): a one-time code
-- (its SHA-256 only) exchanged once for the view's token (its SHA-256 only), each with its own expiry.
CREATE TABLE IF NOT EXISTS view_as_session (
  id                uuid PRIMARY KEY,
  staff_id          uuid NOT NULL REFERENCES staff_member (id),
  contact_id        uuid NOT NULL REFERENCES contact (id),
  customer_number   text NOT NULL REFERENCES customer (customer_number),
  code_hash         text NOT NULL UNIQUE,
  code_expires_at   timestamptz NOT NULL,
  token_hash        text UNIQUE,
  -- When the code was exchanged: the view began.
  started_at        timestamptz,
  expires_at        timestamptz,
  ended_at          timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS view_as_session_customer ON view_as_session (customer_number, created_at DESC);
