-- The quality figures kept by day (ADR 0093). Counted from the invoice lines, serial numbers and complaints at
-- every read, a year by production batch took 240–290 ms at 100,000 orders and grew with the data; kept as the
-- rows come, change and go, the read is an index range of kept rows. What counts is what the raw count counted
-- (insight.repository.ts before this): the answers are the same.
--
-- By day, not by month: the period is any from/to day, and complaints count by their UTC day. The reads add
-- the days up.

-- Units invoiced per invoice day and article (invoice and credit-note lines alike, credit notes negative), with
-- the number of lines, so an article whose lines net to nothing still shows (as the raw count showed it) and one
-- whose lines went does not. Series and "every stove" join the product at the read: a product changing series or
-- kind moves nothing here.
CREATE TABLE quality_sold_day (
  day          date NOT NULL,
  item_number  text NOT NULL,
  units        numeric NOT NULL,
  lines        integer NOT NULL,
  PRIMARY KEY (day, item_number)
);

-- The day each serial-numbered stove counts as sold, with its production batch: the first invoice (not credit
-- note) of its order that is its shipment's, or of no shipment, or any when the serial names no shipment. Kept
-- per serial rather than per day and batch: a batch's stoves are sold on different days, so day × batch would
-- hold about as many rows. Only sold serials have a row.
CREATE TABLE quality_serial_sold (
  serial_number   text PRIMARY KEY,
  production_nbr  text NOT NULL,
  sold_on         date NOT NULL
);
CREATE INDEX quality_serial_sold_day_idx ON quality_serial_sold (sold_on) INCLUDE (production_nbr);

-- Every key a complaint counts under, with its UTC day: its type, each article it names, each series of those
-- articles, the batch of its serial number. Kept per complaint so a change recounts that complaint alone (the
-- keys it had are here, whatever changed), and complaints per day and key are added up from these rows.
CREATE TABLE quality_complaint_key (
  incident_id  uuid NOT NULL,
  group_by     text NOT NULL CHECK (group_by IN ('series', 'product', 'batch', 'type')),
  key          text NOT NULL,
  day          date NOT NULL,
  PRIMARY KEY (incident_id, group_by, key, day)
);
CREATE TABLE quality_complaint_day (
  group_by     text NOT NULL,
  day          date NOT NULL,
  key          text NOT NULL,
  complaints   integer NOT NULL,
  PRIMARY KEY (group_by, day, key)
);

-- The rules, once: what a serial and a complaint count as now, read by the recounts and the rebuild.
CREATE VIEW quality_serial_now AS
  SELECT s.serial_number, s.production_nbr, d.sold_on
    FROM order_line_serial s
   CROSS JOIN LATERAL (SELECT min(v.invoice_date) AS sold_on FROM invoice v
                        WHERE v.order_number = s.order_number AND v.kind = 'invoice'
                          AND (s.shipment_id IS NULL OR v.shipment_id IS NULL OR v.shipment_id = s.shipment_id)) d
   WHERE d.sold_on IS NOT NULL;

CREATE VIEW quality_complaint_key_now AS
  SELECT i.id AS incident_id, k.group_by, k.key, (i.created_at AT TIME ZONE 'UTC')::date AS day
    FROM incident i
   CROSS JOIN LATERAL (
     SELECT 'type' AS group_by, i.incident_type AS key
     UNION
     SELECT 'product', ip.item_number FROM incident_product ip WHERE ip.incident_id = i.id
     UNION
     SELECT 'series', p.model_series FROM incident_product ip JOIN product p ON p.item_number = ip.item_number
      WHERE ip.incident_id = i.id AND p.model_series IS NOT NULL
     UNION
     SELECT 'batch', s.production_nbr FROM order_line_serial s WHERE s.serial_number = i.serial_number) k;

-- Adds signed invoice lines per day and article. Deltas under ON CONFLICT, as the sales days: two invoices of one
-- day written at once both count.
CREATE FUNCTION quality_sold_add(signs integer[], days date[], items text[], quantities numeric[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO quality_sold_day AS q (day, item_number, units, lines)
  SELECT l.day, l.item_number, sum(l.sign * l.quantity), sum(l.sign)
    FROM unnest(signs, days, items, quantities) AS l(sign, day, item_number, quantity)
   GROUP BY 1, 2
  HAVING sum(l.sign) <> 0 OR sum(l.sign * l.quantity) <> 0
  ON CONFLICT (day, item_number) DO UPDATE SET units = q.units + excluded.units, lines = q.lines + excluded.lines;
$$;

CREATE FUNCTION quality_sold_follow_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM quality_sold_add(array_agg(-1), array_agg(l.invoice_date), array_agg(l.item_number), array_agg(l.quantity)) FROM old_lines l;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM quality_sold_add(array_agg(1), array_agg(l.invoice_date), array_agg(l.item_number), array_agg(l.quantity)) FROM new_lines l;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER invoice_line_quality_insert AFTER INSERT ON invoice_line
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION quality_sold_follow_lines();
CREATE TRIGGER invoice_line_quality_update AFTER UPDATE ON invoice_line
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION quality_sold_follow_lines();
CREATE TRIGGER invoice_line_quality_delete AFTER DELETE ON invoice_line
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION quality_sold_follow_lines();

-- Counts the serials again as they are now. The serials are locked first: a second transaction recounting one
-- (two invoices of an order written at once) waits, and then reads what the first committed.
CREATE FUNCTION quality_serials_recount(serials text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(serials), 0) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM order_line_serial WHERE serial_number = ANY (serials) ORDER BY serial_number FOR UPDATE;
  DELETE FROM quality_serial_sold q
   WHERE q.serial_number = ANY (serials)
     AND NOT EXISTS (SELECT 1 FROM quality_serial_now n
                      WHERE n.serial_number = q.serial_number AND n.production_nbr = q.production_nbr AND n.sold_on = q.sold_on);
  INSERT INTO quality_serial_sold AS q (serial_number, production_nbr, sold_on)
  SELECT n.serial_number, n.production_nbr, n.sold_on FROM quality_serial_now n WHERE n.serial_number = ANY (serials)
  ON CONFLICT (serial_number) DO NOTHING;
END $$;

-- Counts the complaints again as they are now: the keys they no longer have go, the new ones come, and the days
-- follow by the difference (a recount that finds what was kept writes nothing). Locked first, as the serials.
CREATE FUNCTION quality_complaints_recount(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM incident WHERE id = ANY (ids) ORDER BY id FOR UPDATE;
  WITH now AS (SELECT * FROM quality_complaint_key_now WHERE incident_id = ANY (ids)),
  gone AS (
    DELETE FROM quality_complaint_key k
     WHERE k.incident_id = ANY (ids)
       AND NOT EXISTS (SELECT 1 FROM now n WHERE n.incident_id = k.incident_id AND n.group_by = k.group_by AND n.key = k.key AND n.day = k.day)
    RETURNING k.group_by, k.day, k.key, -1 AS sign),
  came AS (
    INSERT INTO quality_complaint_key (incident_id, group_by, key, day)
    SELECT n.incident_id, n.group_by, n.key, n.day FROM now n
     WHERE NOT EXISTS (SELECT 1 FROM quality_complaint_key k
                        WHERE k.incident_id = n.incident_id AND k.group_by = n.group_by AND k.key = n.key AND k.day = n.day)
    RETURNING group_by, day, key, 1 AS sign)
  INSERT INTO quality_complaint_day AS d (group_by, day, key, complaints)
  SELECT x.group_by, x.day, x.key, sum(x.sign) FROM (SELECT * FROM gone UNION ALL SELECT * FROM came) x
   GROUP BY 1, 2, 3
  HAVING sum(x.sign) <> 0
  ON CONFLICT (group_by, day, key) DO UPDATE SET complaints = d.complaints + excluded.complaints;
END $$;

-- Each trigger below recounts what the rows it saw change (as they were or are) touch. Updates compare the
-- counted columns: a status, a payment or a note changes none and recounts nothing.

-- Invoices: the serials of their orders (kind, day, shipment and order decide when a serial counts as sold).
CREATE FUNCTION quality_follow_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  orders text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.order_number) INTO orders FROM new_invoices n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.order_number) INTO orders FROM old_invoices o;
  ELSE
    SELECT array_agg(DISTINCT x.order_number) INTO orders
      FROM ((SELECT order_number, kind, invoice_date, shipment_id FROM old_invoices
             EXCEPT SELECT order_number, kind, invoice_date, shipment_id FROM new_invoices)
            UNION
            (SELECT order_number, kind, invoice_date, shipment_id FROM new_invoices
             EXCEPT SELECT order_number, kind, invoice_date, shipment_id FROM old_invoices)) x;
  END IF;
  IF orders IS NOT NULL THEN
    PERFORM quality_serials_recount(array(SELECT s.serial_number FROM order_line_serial s WHERE s.order_number = ANY (orders)));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER invoice_quality_insert AFTER INSERT ON invoice
  REFERENCING NEW TABLE AS new_invoices FOR EACH STATEMENT EXECUTE FUNCTION quality_follow_invoices();
CREATE TRIGGER invoice_quality_update AFTER UPDATE ON invoice
  REFERENCING OLD TABLE AS old_invoices NEW TABLE AS new_invoices FOR EACH STATEMENT EXECUTE FUNCTION quality_follow_invoices();
CREATE TRIGGER invoice_quality_delete AFTER DELETE ON invoice
  REFERENCING OLD TABLE AS old_invoices FOR EACH STATEMENT EXECUTE FUNCTION quality_follow_invoices();

-- Serial numbers: themselves, and the complaints made on them (their batch).
CREATE FUNCTION quality_follow_serials() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  serials text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.serial_number) INTO serials FROM new_serials n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.serial_number) INTO serials FROM old_serials o;
  ELSE
    SELECT array_agg(DISTINCT x.serial_number) INTO serials
      FROM ((SELECT serial_number, order_number, production_nbr, shipment_id FROM old_serials
             EXCEPT SELECT serial_number, order_number, production_nbr, shipment_id FROM new_serials)
            UNION
            (SELECT serial_number, order_number, production_nbr, shipment_id FROM new_serials
             EXCEPT SELECT serial_number, order_number, production_nbr, shipment_id FROM old_serials)) x;
  END IF;
  IF serials IS NOT NULL THEN
    PERFORM quality_serials_recount(serials);
    PERFORM quality_complaints_recount(array(SELECT i.id FROM incident i WHERE i.serial_number = ANY (serials)));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER order_line_serial_quality_insert AFTER INSERT ON order_line_serial
  REFERENCING NEW TABLE AS new_serials FOR EACH STATEMENT EXECUTE FUNCTION quality_follow_serials();
CREATE TRIGGER order_line_serial_quality_update AFTER UPDATE ON order_line_serial
  REFERENCING OLD TABLE AS old_serials NEW TABLE AS new_serials FOR EACH STATEMENT EXECUTE FUNCTION quality_follow_serials();
CREATE TRIGGER order_line_serial_quality_delete AFTER DELETE ON order_line_serial
  REFERENCING OLD TABLE AS old_serials FOR EACH STATEMENT EXECUTE FUNCTION quality_follow_serials();

-- Complaints: made (type and batch; the articles follow in their own statement), their day, type or serial
-- number changed, removed (their keys go; so do their articles' rows, which recount them again to nothing).
CREATE FUNCTION quality_follow_complaints() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM quality_complaints_recount(array(SELECT n.id FROM new_complaints n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM quality_complaints_recount(array(SELECT o.id FROM old_complaints o));
  ELSE
    PERFORM quality_complaints_recount(array(
      SELECT x.id FROM ((SELECT id, created_at, incident_type, serial_number FROM old_complaints
                         EXCEPT SELECT id, created_at, incident_type, serial_number FROM new_complaints)
                        UNION
                        (SELECT id, created_at, incident_type, serial_number FROM new_complaints
                         EXCEPT SELECT id, created_at, incident_type, serial_number FROM old_complaints)) x));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER incident_quality_insert AFTER INSERT ON incident
  REFERENCING NEW TABLE AS new_complaints FOR EACH STATEMENT EXECUTE FUNCTION quality_follow_complaints();
CREATE TRIGGER incident_quality_update AFTER UPDATE ON incident
  REFERENCING OLD TABLE AS old_complaints NEW TABLE AS new_complaints FOR EACH STATEMENT EXECUTE FUNCTION quality_follow_complaints();
CREATE TRIGGER incident_quality_delete AFTER DELETE ON incident
  REFERENCING OLD TABLE AS old_complaints FOR EACH STATEMENT EXECUTE FUNCTION quality_follow_complaints();

-- A complaint's articles: their complaints (the articles and their series).
CREATE FUNCTION quality_follow_complaint_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM quality_complaints_recount(array(SELECT DISTINCT n.incident_id FROM new_products n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM quality_complaints_recount(array(SELECT DISTINCT o.incident_id FROM old_products o));
  ELSE
    PERFORM quality_complaints_recount(array(
      SELECT DISTINCT x.incident_id FROM ((SELECT incident_id, item_number FROM old_products EXCEPT SELECT incident_id, item_number FROM new_products)
                                          UNION
                                          (SELECT incident_id, item_number FROM new_products EXCEPT SELECT incident_id, item_number FROM old_products)) x));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER incident_product_quality_insert AFTER INSERT ON incident_product
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION quality_follow_complaint_products();
CREATE TRIGGER incident_product_quality_update AFTER UPDATE ON incident_product
  REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION quality_follow_complaint_products();
CREATE TRIGGER incident_product_quality_delete AFTER DELETE ON incident_product
  REFERENCING OLD TABLE AS old_products FOR EACH STATEMENT EXECUTE FUNCTION quality_follow_complaint_products();

-- A product changing series (or coming, or going): the complaints naming it. Rare; a catalogue import that sets
-- the same series again recounts nothing.
CREATE INDEX incident_product_item_idx ON incident_product (item_number);
CREATE FUNCTION quality_follow_products() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  items text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.item_number) INTO items FROM new_products n WHERE n.model_series IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.item_number) INTO items FROM old_products o WHERE o.model_series IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT x.item_number) INTO items
      FROM ((SELECT item_number, model_series FROM old_products EXCEPT SELECT item_number, model_series FROM new_products)
            UNION
            (SELECT item_number, model_series FROM new_products EXCEPT SELECT item_number, model_series FROM old_products)) x;
  END IF;
  IF items IS NOT NULL THEN
    PERFORM quality_complaints_recount(array(SELECT DISTINCT ip.incident_id FROM incident_product ip WHERE ip.item_number = ANY (items)));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER product_quality_insert AFTER INSERT ON product
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION quality_follow_products();
CREATE TRIGGER product_quality_update AFTER UPDATE ON product
  REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION quality_follow_products();
CREATE TRIGGER product_quality_delete AFTER DELETE ON product
  REFERENCING OLD TABLE AS old_products FOR EACH STATEMENT EXECUTE FUNCTION quality_follow_products();

-- Counts everything again from the rows, set by set: the start here, and after a bulk load that ran without
-- triggers (the benchmarks).
CREATE FUNCTION quality_counts_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM quality_sold_day;
  DELETE FROM quality_serial_sold;
  DELETE FROM quality_complaint_key;
  DELETE FROM quality_complaint_day;
  INSERT INTO quality_sold_day (day, item_number, units, lines)
  SELECT invoice_date, item_number, sum(quantity), count(*) FROM invoice_line GROUP BY 1, 2;
  INSERT INTO quality_serial_sold (serial_number, production_nbr, sold_on)
  SELECT serial_number, production_nbr, sold_on FROM quality_serial_now;
  INSERT INTO quality_complaint_key (incident_id, group_by, key, day)
  SELECT incident_id, group_by, key, day FROM quality_complaint_key_now;
  INSERT INTO quality_complaint_day (group_by, day, key, complaints)
  SELECT group_by, day, key, count(*) FROM quality_complaint_key GROUP BY 1, 2, 3;
$$;
SELECT quality_counts_rebuild();
