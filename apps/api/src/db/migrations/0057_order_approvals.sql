-- Spending limits and order approval inside the dealer (ADR 0079). A Portal Admin gives a user an
-- order limit in the dealer's currency (null: none) or "every order needs approval", and names
-- approvers besides the Portal Admins. Who changed a rule last, and when, stays with it.
CREATE TABLE order_limit (
  contact_id       uuid PRIMARY KEY REFERENCES contact (id) ON DELETE CASCADE,
  customer_number  text NOT NULL REFERENCES customer (customer_number),
  order_limit      numeric(12, 2) CHECK (order_limit >= 0),
  always_approve   boolean NOT NULL DEFAULT false,
  approver         boolean NOT NULL DEFAULT false,
  changed_by       uuid REFERENCES contact (id) ON DELETE SET NULL,
  changed_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_limit_customer_idx ON order_limit (customer_number);

-- Whether the dealer's only approver may approve an own order; nobody else ever may.
CREATE TABLE approval_setting (
  customer_number                 text PRIMARY KEY REFERENCES customer (customer_number),
  sole_approver_may_self_approve  boolean NOT NULL DEFAULT false,
  changed_by                      uuid REFERENCES contact (id) ON DELETE SET NULL,
  changed_at                      timestamptz NOT NULL DEFAULT now()
);

-- An order that needed an approver keeps the limit it was above, who decided, when, and why it was
-- rejected; the cart lines it took, so a rejection can put them back.
ALTER TABLE customer_order ADD COLUMN approval_state text CHECK (approval_state IN ('waiting', 'approved', 'rejected'));
ALTER TABLE customer_order ADD COLUMN approval_limit numeric(12, 2);
ALTER TABLE customer_order ADD COLUMN approval_decided_by uuid REFERENCES contact (id) ON DELETE SET NULL;
ALTER TABLE customer_order ADD COLUMN approval_decided_at timestamptz;
ALTER TABLE customer_order ADD COLUMN approval_reason text;
ALTER TABLE customer_order ADD COLUMN approval_cart_lines jsonb;
CREATE INDEX customer_order_waiting_idx ON customer_order (customer_number) WHERE approval_state = 'waiting';

-- Status 5: waiting for an approver of the dealer, before the manufacturer receives it (10).
ALTER TABLE customer_order DROP CONSTRAINT customer_order_status_check;
ALTER TABLE customer_order ADD CONSTRAINT customer_order_status_check CHECK (status IN (5, 10, 20, 30, 40, 60, 90));
