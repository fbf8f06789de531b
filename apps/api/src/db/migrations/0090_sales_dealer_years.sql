-- The sales kept per dealer (and brand) and year, its twelve months in one row (ADR 0101, issue 36). The dealer
-- ranking added up every dealer's kept days (200,000 rows for 10,000 dealers over two years on the benchmark's
-- data) on every read; from these it reads one row per dealer and year (20,000), each market's whole months
-- from the row and the days of the month its today cuts (this year's and the same one a year earlier) from the
-- kept days by their day.
--
-- What a row holds, as running totals from January (element m is January up to month m): the kept days' net
-- sales and stoves, and how many kept days there are (a day whose lines net to none still counts, as the ranking
-- counted the days). Running totals let a read take a stretch of months at one rate with two elements, whatever
-- its length. Kept from the kept
-- days themselves, so whatever moves those (lines, a product changing brand or kind) moves these. No market,
-- currency or representative: the read takes the dealer's as they are now, so a dealer moving moves nothing.
CREATE TABLE sales_dealer_year (
  customer_number text NOT NULL,
  brand           text NOT NULL, -- '' for all the dealer's days (sales_day), else brand_sales_day's brand
  year            integer NOT NULL,
  amounts         numeric(16, 2)[] NOT NULL,
  units           numeric(14, 2)[] NOT NULL,
  days            integer[] NOT NULL,
  PRIMARY KEY (brand, year, customer_number)
);

-- The month a market's today cuts, read across dealers by its days.
CREATE INDEX sales_day_day_idx ON sales_day (day);
CREATE INDEX brand_sales_day_brand_day_idx ON brand_sales_day (brand, day);

-- Two arrays of one length added element by element.
CREATE FUNCTION sales_dealer_years_plus(a anyarray, b anyarray) RETURNS anyarray LANGUAGE sql IMMUTABLE AS $$
  SELECT array_agg(x + y ORDER BY i) FROM unnest(a, b) WITH ORDINALITY AS t(x, y, i);
$$;

-- Adds signed days. Deltas under ON CONFLICT, as the kept days: two invoices of one dealer and year written at
-- once both count, the second waiting for the first's row and adding to what it committed.
CREATE FUNCTION sales_dealer_years_add(customers text[], brands text[], dates date[], sums numeric[], stoves numeric[], counts integer[])
RETURNS void LANGUAGE sql AS $$
  WITH d AS (
    SELECT l.customer_number, l.brand, extract(year FROM l.day)::int AS year, extract(month FROM l.day)::int AS month,
           sum(l.amount) AS amount, sum(l.units) AS units, sum(l.days)::int AS days
      FROM unnest(customers, brands, dates, sums, stoves, counts) AS l(customer_number, brand, day, amount, units, days)
     GROUP BY 1, 2, 3, 4),
  k AS (SELECT DISTINCT customer_number, brand, year FROM d),
  -- Running totals of the deltas, which add to running totals as the months do.
  running AS (
    SELECT k.customer_number, k.brand, k.year, m.month,
           sum(coalesce(d.amount, 0)) OVER w AS amount, sum(coalesce(d.units, 0)) OVER w AS units,
           sum(coalesce(d.days, 0)) OVER w AS days
      FROM k CROSS JOIN generate_series(1, 12) AS m(month)
      LEFT JOIN d ON d.customer_number = k.customer_number AND d.brand = k.brand AND d.year = k.year AND d.month = m.month
    WINDOW w AS (PARTITION BY k.customer_number, k.brand, k.year ORDER BY m.month))
  INSERT INTO sales_dealer_year AS s (customer_number, brand, year, amounts, units, days)
  SELECT customer_number, brand, year, array_agg(amount ORDER BY month), array_agg(units ORDER BY month),
         array_agg(days::int ORDER BY month)
    FROM running
   GROUP BY 1, 2, 3
  ON CONFLICT (brand, year, customer_number)
  DO UPDATE SET amounts = sales_dealer_years_plus(s.amounts, excluded.amounts),
                units = sales_dealer_years_plus(s.units, excluded.units),
                days = sales_dealer_years_plus(s.days, excluded.days);
$$;

-- Once per statement on the kept days (an invoice's upsert of its days, or a rebuild): a day as it was taken
-- away, as it is added. The brand is read by name, as `sales_day` has none.
CREATE FUNCTION sales_dealer_years_follow_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM sales_dealer_years_add(array_agg(o.customer_number), array_agg(coalesce(to_jsonb(o) ->> 'brand', '')), array_agg(o.day),
                                   array_agg(-o.amount), array_agg(-o.units), array_agg(-1))
       FROM old_days o;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM sales_dealer_years_add(array_agg(n.customer_number), array_agg(coalesce(to_jsonb(n) ->> 'brand', '')), array_agg(n.day),
                                   array_agg(n.amount), array_agg(n.units), array_agg(1))
       FROM new_days n;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER sales_day_dealer_years_insert AFTER INSERT ON sales_day
  REFERENCING NEW TABLE AS new_days FOR EACH STATEMENT EXECUTE FUNCTION sales_dealer_years_follow_days();
CREATE TRIGGER sales_day_dealer_years_update AFTER UPDATE ON sales_day
  REFERENCING OLD TABLE AS old_days NEW TABLE AS new_days FOR EACH STATEMENT EXECUTE FUNCTION sales_dealer_years_follow_days();
CREATE TRIGGER sales_day_dealer_years_delete AFTER DELETE ON sales_day
  REFERENCING OLD TABLE AS old_days FOR EACH STATEMENT EXECUTE FUNCTION sales_dealer_years_follow_days();
CREATE TRIGGER brand_sales_day_dealer_years_insert AFTER INSERT ON brand_sales_day
  REFERENCING NEW TABLE AS new_days FOR EACH STATEMENT EXECUTE FUNCTION sales_dealer_years_follow_days();
CREATE TRIGGER brand_sales_day_dealer_years_update AFTER UPDATE ON brand_sales_day
  REFERENCING OLD TABLE AS old_days NEW TABLE AS new_days FOR EACH STATEMENT EXECUTE FUNCTION sales_dealer_years_follow_days();
CREATE TRIGGER brand_sales_day_dealer_years_delete AFTER DELETE ON brand_sales_day
  REFERENCING OLD TABLE AS old_days FOR EACH STATEMENT EXECUTE FUNCTION sales_dealer_years_follow_days();

-- Counts everything again from the kept days: the start here, and after they were written without triggers.
-- (`sales_days_rebuild()` runs with triggers, so these follow it.)
CREATE FUNCTION sales_dealer_years_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM sales_dealer_year;
  SELECT sales_dealer_years_add(array_agg(d.customer_number), array_agg(d.brand), array_agg(d.day), array_agg(d.amount),
                                array_agg(d.units), array_agg(1))
    FROM (SELECT customer_number, '' AS brand, day, amount, units FROM sales_day
          UNION ALL SELECT customer_number, brand, day, amount, units FROM brand_sales_day) d;
$$;
SELECT sales_dealer_years_rebuild();
