-- Complaints (CRM incidents) of the resellers: claimed articles, notes and attached files.

-- Case numbers are handed out by the database, so two instances never give the same one.
CREATE SEQUENCE incident_case_number_seq START 100001;

CREATE TABLE incident (
  id                   uuid PRIMARY KEY,
  case_number          text NOT NULL UNIQUE DEFAULT ('CAS-' || nextval('incident_case_number_seq')::text),
  ticket_number        text,
  customer_number      text NOT NULL REFERENCES customer (customer_number),
  contact_id           uuid REFERENCES contact (id),
  order_number         text,
  order_mark           text,
  serial_number        text,
  description          text NOT NULL CHECK (char_length(description) BETWEEN 1 AND 1000),
  incident_type        text NOT NULL CHECK (incident_type IN ('transport-damage', 'delivery-fault', 'other-faults')),
  -- 757550000 registered, 757550001 ongoing, 757550002 completed, 757550003 waiting for details
  portal_status        integer NOT NULL DEFAULT 757550000,
  -- the primary contact as it stood when the complaint was made (or the different address given)
  contact_fullname     text,
  contact_line1        text,
  contact_postalcode   text,
  contact_city         text,
  contact_country      text,
  contact_email        text,
  contact_mobilephone  text,
  -- the functional location: where the goods are
  location_address     text,
  location_postalcode  text,
  location_city        text,
  created_at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX incident_customer_idx ON incident (customer_number, portal_status, created_at DESC);

CREATE TABLE incident_product (
  incident_id  uuid NOT NULL REFERENCES incident (id) ON DELETE CASCADE,
  position     integer NOT NULL,
  item_number  text NOT NULL,
  name         text NOT NULL,
  quantity     integer NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (incident_id, position)
);

CREATE TABLE incident_note (
  id           uuid PRIMARY KEY,
  incident_id  uuid NOT NULL REFERENCES incident (id) ON DELETE CASCADE,
  subject      text,
  description  text NOT NULL CHECK (char_length(description) BETWEEN 1 AND 480),
  contact_id   uuid REFERENCES contact (id),
  author_name  text,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX incident_note_incident_idx ON incident_note (incident_id, created_at);

-- Files live in the file store under storage_key; the row is written only after the file
-- is stored, in the same transaction as its incident, and the service deletes the stored
-- files again when that transaction fails.
CREATE TABLE incident_attachment (
  id              uuid PRIMARY KEY,
  incident_id     uuid NOT NULL REFERENCES incident (id) ON DELETE CASCADE,
  storage_key     text NOT NULL UNIQUE,
  content_type    text NOT NULL,
  original_name   text NOT NULL,
  file_name       text NOT NULL,
  size_bytes      integer NOT NULL CHECK (size_bytes >= 0 AND size_bytes < 4000000),
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX incident_attachment_incident_idx ON incident_attachment (incident_id, created_at);
