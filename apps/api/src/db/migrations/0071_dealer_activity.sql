-- Sign-ins through the portal's own provider, for the dealer's activity in the back office and a person's
-- data export; removed after the sign-in rows' retention (RETENTION_SIGN_IN_DAYS).
CREATE TABLE sign_in_event (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- A dealer user's contact id or a staff member's id, as the provider names the account.
  account_id    text NOT NULL,
  signed_in_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_event_account ON sign_in_event (account_id, signed_in_at DESC);
CREATE INDEX sign_in_event_time ON sign_in_event (signed_in_at);

-- Notes staff write about a dealer (a call, an agreement): internal, never shown to the dealer.
CREATE TABLE dealer_note (
  id               uuid PRIMARY KEY,
  customer_number  text NOT NULL REFERENCES customer (customer_number),
  staff_id         uuid NOT NULL REFERENCES staff_member (id),
  text             text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dealer_note_customer ON dealer_note (customer_number, created_at DESC);

-- The activity reads each kind newest first for one dealer.
CREATE INDEX IF NOT EXISTS outbox_message_customer_time ON outbox_message (customer_number, created_at DESC);
CREATE INDEX customer_order_customer_created ON customer_order (customer_number, created_at DESC);
CREATE INDEX invoice_customer_created ON invoice (customer_number, created_at DESC);
