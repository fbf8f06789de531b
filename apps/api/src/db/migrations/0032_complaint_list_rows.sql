-- A complaint list is composed again after a change of one complaint by composing only that
-- complaint's row: every incident carries a stamp that moves whenever its row in a list would
-- change (its own columns or its claimed articles), so an instance keeps the rows it composed and
-- asks the database only for the stamps of the rows a list or page shows.
CREATE SEQUENCE incident_list_change_seq;
ALTER TABLE incident ADD COLUMN list_change bigint NOT NULL DEFAULT nextval('incident_list_change_seq');

CREATE FUNCTION incident_stamp_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.list_change := nextval('incident_list_change_seq');
  RETURN NEW;
END;
$$;
CREATE TRIGGER incident_list_change_on_update
  BEFORE UPDATE ON incident FOR EACH ROW EXECUTE FUNCTION incident_stamp_change();

-- A change of a claimed article stamps its incident (the update bumps the customer's list version too).
CREATE OR REPLACE FUNCTION incident_product_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE incident SET list_change = 0
   WHERE id IN (CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.incident_id END,
                CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.incident_id END);
  RETURN NULL;
END;
$$;

-- The lists' order with what a page needs to pick and stamp its rows, read from the index alone.
CREATE INDEX incident_customer_list_idx ON incident (customer_number, created_at DESC, case_number DESC)
  INCLUDE (portal_status, id, list_change);
DROP INDEX incident_customer_newest_idx;
