-- The complaint lists read a customer's newest incidents first and stop at the list limit;
-- this index gives them in that order without sorting every open incident.
CREATE INDEX incident_customer_newest_idx ON incident (customer_number, created_at DESC, case_number DESC);

-- A customer's complaint lists change only when one of its incidents or their claimed products
-- does; the database counts those changes, so every API instance can tell whether a list it
-- composed earlier still stands.
CREATE TABLE incident_list_version (
  customer_number  text PRIMARY KEY REFERENCES customer (customer_number),
  version          bigint NOT NULL DEFAULT 1
);

CREATE FUNCTION bump_incident_list_version(customer text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO incident_list_version AS v (customer_number) VALUES (customer)
  ON CONFLICT (customer_number) DO UPDATE SET version = v.version + 1;
$$;

CREATE FUNCTION incident_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM bump_incident_list_version(OLD.customer_number); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.customer_number IS DISTINCT FROM OLD.customer_number) THEN
    PERFORM bump_incident_list_version(NEW.customer_number);
  END IF;
  RETURN NULL;
END;
$$;

CREATE FUNCTION incident_product_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_incident_list_version(i.customer_number)
     FROM incident i
    WHERE i.id IN (CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.incident_id END,
                   CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.incident_id END);
  RETURN NULL;
END;
$$;

CREATE TRIGGER incident_list_version_on_incident
  AFTER INSERT OR UPDATE OR DELETE ON incident FOR EACH ROW EXECUTE FUNCTION incident_changed();
CREATE TRIGGER incident_list_version_on_product
  AFTER INSERT OR UPDATE OR DELETE ON incident_product FOR EACH ROW EXECUTE FUNCTION incident_product_changed();
