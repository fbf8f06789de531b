-- The quality figures kept by month beside the days (ADR 0100). A year read from the days alone is every
-- day's row: by product or type a row per day and article, by batch a row per sold serial (100,000 at full
-- size). The read now takes the period's whole months from these tables and only the days before the first
-- and after the last whole month from the day rows, so a year is twelve months and about thirty days.
--
-- The months are kept by the same functions as the days, in the same statement: what a day row gains or
-- loses, its month gains or loses. Nothing else changes; the answers are the same.

-- Units and invoice lines per invoice month and article (as quality_sold_day).
CREATE TABLE quality_sold_month (
  month        date NOT NULL,
  item_number  text NOT NULL,
  units        numeric NOT NULL,
  lines        integer NOT NULL,
  PRIMARY KEY (month, item_number)
);

-- Serial-numbered stoves sold per month and production batch: the quality_serial_sold rows counted, so a year
-- by batch reads a row per batch and month instead of one per stove. A row a change empties stays at zero.
CREATE TABLE quality_batch_month (
  month           date NOT NULL,
  production_nbr  text NOT NULL,
  units           integer NOT NULL,
  PRIMARY KEY (month, production_nbr)
);

-- Complaints per UTC month, group and key (as quality_complaint_day).
CREATE TABLE quality_complaint_month (
  group_by     text NOT NULL,
  month        date NOT NULL,
  key          text NOT NULL,
  complaints   integer NOT NULL,
  PRIMARY KEY (group_by, month, key)
);

CREATE OR REPLACE FUNCTION quality_sold_add(signs integer[], days date[], items text[], quantities numeric[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO quality_sold_day AS q (day, item_number, units, lines)
  SELECT l.day, l.item_number, sum(l.sign * l.quantity), sum(l.sign)
    FROM unnest(signs, days, items, quantities) AS l(sign, day, item_number, quantity)
   GROUP BY 1, 2
  HAVING sum(l.sign) <> 0 OR sum(l.sign * l.quantity) <> 0
  ON CONFLICT (day, item_number) DO UPDATE SET units = q.units + excluded.units, lines = q.lines + excluded.lines;
  INSERT INTO quality_sold_month AS q (month, item_number, units, lines)
  SELECT date_trunc('month', l.day)::date, l.item_number, sum(l.sign * l.quantity), sum(l.sign)
    FROM unnest(signs, days, items, quantities) AS l(sign, day, item_number, quantity)
   GROUP BY 1, 2
  HAVING sum(l.sign) <> 0 OR sum(l.sign * l.quantity) <> 0
  ON CONFLICT (month, item_number) DO UPDATE SET units = q.units + excluded.units, lines = q.lines + excluded.lines;
$$;

-- As before, and the serials that go and come move their batch's month by one each.
CREATE OR REPLACE FUNCTION quality_serials_recount(serials text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(serials), 0) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM order_line_serial WHERE serial_number = ANY (serials) ORDER BY serial_number FOR UPDATE;
  WITH gone AS (
    DELETE FROM quality_serial_sold q
     WHERE q.serial_number = ANY (serials)
       AND NOT EXISTS (SELECT 1 FROM quality_serial_now n
                        WHERE n.serial_number = q.serial_number AND n.production_nbr = q.production_nbr AND n.sold_on = q.sold_on)
    RETURNING q.production_nbr, q.sold_on)
  INSERT INTO quality_batch_month AS b (month, production_nbr, units)
  SELECT date_trunc('month', g.sold_on)::date, g.production_nbr, -count(*) FROM gone g GROUP BY 1, 2
  ON CONFLICT (month, production_nbr) DO UPDATE SET units = b.units + excluded.units;
  WITH came AS (
    INSERT INTO quality_serial_sold AS q (serial_number, production_nbr, sold_on)
    SELECT n.serial_number, n.production_nbr, n.sold_on FROM quality_serial_now n WHERE n.serial_number = ANY (serials)
    ON CONFLICT (serial_number) DO NOTHING
    RETURNING q.production_nbr, q.sold_on)
  INSERT INTO quality_batch_month AS b (month, production_nbr, units)
  SELECT date_trunc('month', c.sold_on)::date, c.production_nbr, count(*) FROM came c GROUP BY 1, 2
  ON CONFLICT (month, production_nbr) DO UPDATE SET units = b.units + excluded.units;
END $$;

-- As before, and the same differences added to the months.
CREATE OR REPLACE FUNCTION quality_complaints_recount(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
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
    RETURNING group_by, day, key, 1 AS sign),
  changed AS (SELECT * FROM gone UNION ALL SELECT * FROM came),
  days AS (
    INSERT INTO quality_complaint_day AS d (group_by, day, key, complaints)
    SELECT x.group_by, x.day, x.key, sum(x.sign) FROM changed x
     GROUP BY 1, 2, 3
    HAVING sum(x.sign) <> 0
    ON CONFLICT (group_by, day, key) DO UPDATE SET complaints = d.complaints + excluded.complaints)
  INSERT INTO quality_complaint_month AS m (group_by, month, key, complaints)
  SELECT x.group_by, date_trunc('month', x.day)::date, x.key, sum(x.sign) FROM changed x
   GROUP BY 1, 2, 3
  HAVING sum(x.sign) <> 0
  ON CONFLICT (group_by, month, key) DO UPDATE SET complaints = m.complaints + excluded.complaints;
END $$;

-- The months counted again from the kept days and serials: part of the full rebuild, and the start here.
CREATE FUNCTION quality_months_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM quality_sold_month;
  DELETE FROM quality_batch_month;
  DELETE FROM quality_complaint_month;
  INSERT INTO quality_sold_month (month, item_number, units, lines)
  SELECT date_trunc('month', day)::date, item_number, sum(units), sum(lines) FROM quality_sold_day GROUP BY 1, 2;
  INSERT INTO quality_batch_month (month, production_nbr, units)
  SELECT date_trunc('month', sold_on)::date, production_nbr, count(*) FROM quality_serial_sold GROUP BY 1, 2;
  INSERT INTO quality_complaint_month (group_by, month, key, complaints)
  SELECT group_by, date_trunc('month', day)::date, key, sum(complaints) FROM quality_complaint_day GROUP BY 1, 2, 3;
$$;

-- Counts everything again from the rows, the months last.
CREATE OR REPLACE FUNCTION quality_counts_rebuild() RETURNS void LANGUAGE sql AS $$
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
  SELECT quality_months_rebuild();
$$;
SELECT quality_months_rebuild();
