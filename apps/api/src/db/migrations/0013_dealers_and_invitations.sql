-- Dealers and their users as staff and dealer administrators manage them: a dealer or a user can
-- be deactivated (no sign-in, no calls), and a new user arrives through an invitation whose
-- one-time link sets the password.

ALTER TABLE customer ADD COLUMN active boolean NOT NULL DEFAULT true;
ALTER TABLE contact ADD COLUMN active boolean NOT NULL DEFAULT true;

-- the dealer search: a part of the name, among 10,000 dealers
CREATE INDEX customer_name_trgm_idx ON customer USING gin (lower(name) gin_trgm_ops);
CREATE INDEX customer_market_idx ON customer (market, name);

-- Only the link's hash is stored: a copy of the database does not hold usable links.
-- An invitation is for a dealer's user or for a staff member.
CREATE TABLE invitation (
  id                  uuid PRIMARY KEY,
  contact_id          uuid REFERENCES contact (id) ON DELETE CASCADE,
  staff_id            uuid REFERENCES staff_member (id) ON DELETE CASCADE,
  token_hash          text NOT NULL UNIQUE,
  invited_by_staff    uuid REFERENCES staff_member (id),
  invited_by_contact  uuid REFERENCES contact (id),
  created_at          timestamptz NOT NULL DEFAULT now(),
  expires_at          timestamptz NOT NULL,
  accepted_at         timestamptz,
  revoked_at          timestamptz,
  CHECK (invited_by_staff IS NOT NULL OR invited_by_contact IS NOT NULL),
  CHECK ((contact_id IS NULL) <> (staff_id IS NULL))
);
CREATE INDEX invitation_contact_idx ON invitation (contact_id, created_at DESC) WHERE contact_id IS NOT NULL;
CREATE INDEX invitation_staff_idx ON invitation (staff_id, created_at DESC) WHERE staff_id IS NOT NULL;
