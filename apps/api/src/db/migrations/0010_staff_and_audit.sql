-- The manufacturer's staff who run the back office, their roles, and the audit log of
-- every change they make.

-- A staff member signs in through the same identity provider as the dealers; the embedded
-- provider keeps the password hash here, an external one is bound by e-mail on the first call.
CREATE TABLE staff_member (
  id             uuid PRIMARY KEY,
  email          text NOT NULL,
  firstname      text NOT NULL,
  lastname       text NOT NULL,
  password_hash  text,
  idp_subject    text UNIQUE,
  active         boolean NOT NULL DEFAULT true,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX staff_member_email_idx ON staff_member (lower(email));

-- Roles as stored now decide every staff call; back-office-admin includes the others.
CREATE TABLE staff_role (
  staff_id  uuid NOT NULL REFERENCES staff_member (id) ON DELETE CASCADE,
  role      text NOT NULL CHECK (role IN ('customer-service', 'marketing', 'sales-admin', 'back-office-admin')),
  PRIMARY KEY (staff_id, role)
);

-- Who changed what, from which values to which, written in the same transaction as the change.
CREATE TABLE audit_log (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at               timestamptz NOT NULL DEFAULT now(),
  staff_id         uuid NOT NULL REFERENCES staff_member (id),
  action           text NOT NULL,
  object_type      text NOT NULL,
  object_id        text NOT NULL,
  customer_number  text REFERENCES customer (customer_number),
  before           jsonb,
  after            jsonb
);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_staff_idx ON audit_log (staff_id, at DESC);
CREATE INDEX audit_log_customer_idx ON audit_log (customer_number, at DESC) WHERE customer_number IS NOT NULL;
CREATE INDEX audit_log_object_idx ON audit_log (object_type, object_id, at DESC);
