-- A committed price or discount import can be undone for 24 hours (ADR 0084). What it replaced is kept
-- here, in the database, so any instance can undo it: the whole of each price list the file named as it
-- was before, and the discounts it changed with their values before. `lists` names what the import
-- changed (price list ids, or customer numbers for discounts) and `lists_state` a digest of those lists right
-- after the commit: a later import of the same list, or any other change of it (a product's prices edited, the
-- ERP's prices), makes the undo unsafe. Rows of imports that can no longer be undone go on the next commit.
ALTER TABLE catalogue_import ADD COLUMN lists jsonb;
ALTER TABLE catalogue_import ADD COLUMN lists_state text;
-- The order imports were committed in, which their times may not tell apart.
CREATE SEQUENCE catalogue_import_commit_seq;
ALTER TABLE catalogue_import ADD COLUMN commit_seq bigint;
ALTER TABLE catalogue_import ADD COLUMN undone_at timestamptz;
ALTER TABLE catalogue_import ADD COLUMN undone_by uuid REFERENCES staff_member (id);

CREATE TABLE catalogue_import_previous_price (
  import_id      uuid NOT NULL REFERENCES catalogue_import (id) ON DELETE CASCADE,
  price_list_id  text NOT NULL,
  item_number    text NOT NULL,
  unit_price     numeric(12, 2) NOT NULL,
  PRIMARY KEY (import_id, price_list_id, item_number)
);

CREATE TABLE catalogue_import_previous_discount (
  import_id         uuid NOT NULL REFERENCES catalogue_import (id) ON DELETE CASCADE,
  customer_number   text NOT NULL,
  discount_percent  numeric(5, 2) NOT NULL,
  PRIMARY KEY (import_id, customer_number)
);
