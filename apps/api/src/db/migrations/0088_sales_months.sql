-- The sales figures across dealers kept per market, currency, sales representative, article and month
-- (ADR 0095). The breakdowns by market, brand, series and product and the monthly figure across dealers
-- added up every dealer's kept days (200,000 rows for 10,000 dealers over two years) or the invoice lines
-- themselves on every read; kept per month they read a few thousand rows, and the days of the month each
-- market's today cuts (this year's and the same one a year earlier) from the lines.
--
-- What a row holds: the lines' net sales, their quantity (the read counts it as stoves when the article is
-- a stove now, as the kept days do) and how many lines there are, so a month whose lines all went is no
-- key. Brand, series, kind and name are the catalogue's, joined at the read: a product changing brand or
-- series moves nothing here. The dealer's market, currency and representative are the dealer's now.
CREATE TABLE sales_month (
  market       text NOT NULL,
  currency     text NOT NULL,
  sales_rep    text NOT NULL, -- the dealer's representative, '' for none
  item_number  text NOT NULL,
  month        date NOT NULL,
  amount       numeric(16, 2) NOT NULL,
  quantity     numeric(14, 2) NOT NULL,
  lines        integer NOT NULL,
  PRIMARY KEY (month, market, currency, sales_rep, item_number)
);

-- Adds signed lines per dealer. Deltas under ON CONFLICT, as the sales days: two invoices of one month
-- written at once both count, the second waiting for the first's row and adding to what it committed.
CREATE FUNCTION sales_months_add(signs integer[], customers text[], days date[], items text[], quantities numeric[], amounts numeric[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO sales_month AS s (month, market, currency, sales_rep, item_number, amount, quantity, lines)
  SELECT date_trunc('month', l.day)::date, c.market, c.currency, coalesce(c.sales_rep_id::text, ''), l.item_number,
         sum(l.sign * l.amount), sum(l.sign * l.quantity), sum(l.sign)
    FROM unnest(signs, customers, days, items, quantities, amounts) AS l(sign, customer_number, day, item_number, quantity, amount)
    JOIN customer c ON c.customer_number = l.customer_number
   GROUP BY 1, 2, 3, 4, 5
  HAVING sum(l.sign) <> 0 OR sum(l.sign * l.amount) <> 0 OR sum(l.sign * l.quantity) <> 0
  ON CONFLICT (month, market, currency, sales_rep, item_number)
  DO UPDATE SET amount = s.amount + excluded.amount, quantity = s.quantity + excluded.quantity, lines = s.lines + excluded.lines;
$$;

-- Once per statement, so an invoice of many lines (or a bulk load) is one upsert; an update takes the
-- lines away as they were and adds them as they are.
CREATE FUNCTION sales_months_follow_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM sales_months_add(array_agg(-1), array_agg(l.customer_number), array_agg(l.invoice_date), array_agg(l.item_number),
                             array_agg(l.quantity), array_agg(l.net_sales_amt))
       FROM old_lines l;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM sales_months_add(array_agg(1), array_agg(l.customer_number), array_agg(l.invoice_date), array_agg(l.item_number),
                             array_agg(l.quantity), array_agg(l.net_sales_amt))
       FROM new_lines l;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER invoice_line_sales_months_insert AFTER INSERT ON invoice_line
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION sales_months_follow_lines();
CREATE TRIGGER invoice_line_sales_months_update AFTER UPDATE ON invoice_line
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION sales_months_follow_lines();
CREATE TRIGGER invoice_line_sales_months_delete AFTER DELETE ON invoice_line
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION sales_months_follow_lines();

-- A dealer whose market, currency or representative changes takes its lines from where they were to where
-- they are now (its lines read by the index of its days). Rare.
CREATE FUNCTION sales_months_follow_customers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    SELECT o.customer_number, o.market AS old_market, o.currency AS old_currency, coalesce(o.sales_rep_id::text, '') AS old_rep,
           n.market, n.currency, coalesce(n.sales_rep_id::text, '') AS rep
      FROM old_customers o JOIN new_customers n ON n.customer_number = o.customer_number
     WHERE (n.market, n.currency, n.sales_rep_id) IS DISTINCT FROM (o.market, o.currency, o.sales_rep_id)),
  lines AS (
    SELECT m.*, date_trunc('month', l.invoice_date)::date AS month, l.item_number, l.net_sales_amt, l.quantity
      FROM moved m JOIN invoice_line l ON l.customer_number = m.customer_number),
  signed AS (
    SELECT month, old_market AS market, old_currency AS currency, old_rep AS sales_rep, item_number,
           -net_sales_amt AS amount, -quantity AS quantity, -1 AS lines FROM lines
    UNION ALL
    SELECT month, market, currency, rep, item_number, net_sales_amt, quantity, 1 FROM lines)
  INSERT INTO sales_month AS s (month, market, currency, sales_rep, item_number, amount, quantity, lines)
  SELECT month, market, currency, sales_rep, item_number, sum(amount), sum(quantity), sum(lines)
    FROM signed
   GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (month, market, currency, sales_rep, item_number)
  DO UPDATE SET amount = s.amount + excluded.amount, quantity = s.quantity + excluded.quantity, lines = s.lines + excluded.lines;
  RETURN NULL;
END;
$$;
CREATE TRIGGER customer_sales_months AFTER UPDATE ON customer
  REFERENCING OLD TABLE AS old_customers NEW TABLE AS new_customers FOR EACH STATEMENT EXECUTE FUNCTION sales_months_follow_customers();

-- Counts everything again from the lines, set by set: the start here, and after a bulk load that ran
-- without triggers (the benchmarks).
CREATE FUNCTION sales_months_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM sales_month;
  INSERT INTO sales_month (month, market, currency, sales_rep, item_number, amount, quantity, lines)
  SELECT date_trunc('month', l.invoice_date)::date, c.market, c.currency, coalesce(c.sales_rep_id::text, ''), l.item_number,
         sum(l.net_sales_amt), sum(l.quantity), count(*)
    FROM invoice_line l JOIN customer c ON c.customer_number = l.customer_number
   GROUP BY 1, 2, 3, 4, 5;
$$;
SELECT sales_months_rebuild();
