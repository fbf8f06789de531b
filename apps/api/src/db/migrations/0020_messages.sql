-- Messages the portal writes to people. A message is a row of the outbox, written in the same
-- transaction as the change it tells of, so a rolled-back change sends nothing and a committed
-- one is never forgotten; a worker in any instance delivers it (one claim per row with
-- FOR UPDATE SKIP LOCKED) and keeps its state for staff to read.
CREATE TABLE outbox_message (
  id               uuid PRIMARY KEY,
  kind             text NOT NULL,
  recipient        text NOT NULL,
  language         text NOT NULL CHECK (language IN ('en', 'sv', 'dk', 'de', 'no', 'fi')),
  -- the dealer the message is about, for the staff's search
  customer_number  text,
  -- what the message tells, as it was when the change was made; the worker writes the message
  -- from it in the recipient's language
  data             jsonb NOT NULL,
  -- the message as written, kept from its first attempt on
  subject          text,
  body_text        text,
  body_html        text,
  -- documents made when the message is sent: [{ "document": "invoice", "ref": "700123", "filename": "…" }]
  attachments      jsonb NOT NULL DEFAULT '[]',
  state            text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'failed', 'dead')),
  attempts         integer NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  -- a worker's claim: no other worker takes the row before this time
  locked_until     timestamptz,
  last_error       text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  sent_at          timestamptz
);
CREATE INDEX outbox_message_due_idx ON outbox_message (next_attempt_at) WHERE state IN ('pending', 'failed');
CREATE INDEX outbox_message_created_idx ON outbox_message (created_at DESC);
CREATE INDEX outbox_message_state_idx ON outbox_message (state, created_at DESC);
CREATE INDEX outbox_message_recipient_idx ON outbox_message (lower(recipient), created_at DESC);

-- The language a user chose in the portal (null: the market's) and the messages the user wants.
ALTER TABLE contact ADD COLUMN language text CHECK (language IN ('en', 'sv', 'dk', 'de', 'no', 'fi'));
ALTER TABLE contact ADD COLUMN notify_order_confirmation boolean NOT NULL DEFAULT true;
ALTER TABLE contact ADD COLUMN notify_order_updates boolean NOT NULL DEFAULT true;
ALTER TABLE contact ADD COLUMN notify_complaints boolean NOT NULL DEFAULT true;
ALTER TABLE contact ADD COLUMN notify_invoices boolean NOT NULL DEFAULT true;

-- One-time links: only the token's hash is stored, as for invitations.
CREATE TABLE password_reset (
  id          uuid PRIMARY KEY,
  token_hash  text NOT NULL UNIQUE,
  contact_id  uuid REFERENCES contact (id) ON DELETE CASCADE,
  staff_id    uuid REFERENCES staff_member (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  revoked_at  timestamptz,
  CHECK ((contact_id IS NULL) <> (staff_id IS NULL))
);
CREATE INDEX password_reset_contact_idx ON password_reset (contact_id) WHERE contact_id IS NOT NULL;
CREATE INDEX password_reset_staff_idx ON password_reset (staff_id) WHERE staff_id IS NOT NULL;

CREATE TABLE email_change (
  id          uuid PRIMARY KEY,
  token_hash  text NOT NULL UNIQUE,
  contact_id  uuid NOT NULL REFERENCES contact (id) ON DELETE CASCADE,
  new_email   text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  revoked_at  timestamptz
);
CREATE INDEX email_change_contact_idx ON email_change (contact_id);

-- Refresh tokens, sessions and grants of one account, to end them all when its password changes.
CREATE INDEX oidc_payload_account_idx ON oidc_payload ((payload ->> 'accountId')) WHERE payload ? 'accountId';
