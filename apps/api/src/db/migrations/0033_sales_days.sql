-- The finance dashboard reads a customer's sales per day of this year and last. Added up from the
-- invoice lines at every read, a big dealer's two years (about 7,000 lines joined to their
-- products) cost 5–6 ms in the database alone; kept per customer and day as lines come, change and
-- go, a read is one index range of at most 731 rows (per brand for the brand figure).
-- What counts: a line's net sales, and its quantity when its product is a stove (the units are
-- stoves sold; accessories and parts come by the dozen); a line of an item the catalogue does not
-- hold adds to the total but to no brand.
CREATE TABLE sales_day (
  customer_number text NOT NULL,
  day             date NOT NULL,
  amount          numeric(16, 2) NOT NULL,
  units           numeric(14, 2) NOT NULL,
  PRIMARY KEY (customer_number, day)
);
CREATE TABLE brand_sales_day (
  customer_number text NOT NULL,
  brand           text NOT NULL,
  day             date NOT NULL,
  amount          numeric(16, 2) NOT NULL,
  units           numeric(14, 2) NOT NULL,
  PRIMARY KEY (customer_number, brand, day)
);

-- Adds signed lines (brand and stove are what the line's product is or was; null for none).
-- Deltas under ON CONFLICT rather than recounts: two invoices of one customer and day written at
-- once then both count, as the second waits for the first's row and adds to what it committed.
CREATE FUNCTION sales_days_add(customers text[], days date[], brands text[], stoves boolean[], quantities numeric[], amounts numeric[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO sales_day AS s (customer_number, day, amount, units)
  SELECT l.customer_number, l.day, sum(l.amount), coalesce(sum(l.quantity) FILTER (WHERE l.stove), 0)
    FROM unnest(customers, days, brands, stoves, quantities, amounts) AS l(customer_number, day, brand, stove, quantity, amount)
   GROUP BY l.customer_number, l.day
  ON CONFLICT (customer_number, day) DO UPDATE SET amount = s.amount + excluded.amount, units = s.units + excluded.units;
  INSERT INTO brand_sales_day AS s (customer_number, brand, day, amount, units)
  SELECT l.customer_number, l.brand, l.day, sum(l.amount), coalesce(sum(l.quantity) FILTER (WHERE l.stove), 0)
    FROM unnest(customers, days, brands, stoves, quantities, amounts) AS l(customer_number, day, brand, stove, quantity, amount)
   WHERE l.brand IS NOT NULL
   GROUP BY l.customer_number, l.brand, l.day
  ON CONFLICT (customer_number, brand, day) DO UPDATE SET amount = s.amount + excluded.amount, units = s.units + excluded.units;
$$;

-- Once per statement, so an invoice of many lines (or a bulk load) is one pair of upserts.
CREATE FUNCTION sales_days_follow_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM sales_days_add(array_agg(l.customer_number), array_agg(l.invoice_date), array_agg(p.brand),
                           array_agg(p.kind = 'stove'), array_agg(-l.quantity), array_agg(-l.net_sales_amt))
       FROM old_lines l LEFT JOIN product p ON p.item_number = l.item_number;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM sales_days_add(array_agg(l.customer_number), array_agg(l.invoice_date), array_agg(p.brand),
                           array_agg(p.kind = 'stove'), array_agg(l.quantity), array_agg(l.net_sales_amt))
       FROM new_lines l LEFT JOIN product p ON p.item_number = l.item_number;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER invoice_line_sales_days_insert AFTER INSERT ON invoice_line
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION sales_days_follow_lines();
CREATE TRIGGER invoice_line_sales_days_update AFTER UPDATE ON invoice_line
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION sales_days_follow_lines();
CREATE TRIGGER invoice_line_sales_days_delete AFTER DELETE ON invoice_line
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION sales_days_follow_lines();

-- A product whose brand or kind changes (or that appears for lines already invoiced, or goes)
-- moves its invoiced lines from what it was to what it is. Rare: a catalogue import sets the same
-- values again, which changes nothing and reads no line.
CREATE INDEX invoice_line_item_idx ON invoice_line (item_number);

CREATE FUNCTION sales_days_follow_products() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  items text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.item_number) INTO items FROM new_products n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.item_number) INTO items FROM old_products o;
  ELSE
    SELECT array_agg(n.item_number) INTO items FROM new_products n JOIN old_products o ON o.item_number = n.item_number
     WHERE n.brand IS DISTINCT FROM o.brand OR n.kind IS DISTINCT FROM o.kind;
  END IF;
  IF items IS NULL OR NOT EXISTS (SELECT 1 FROM invoice_line WHERE item_number = ANY (items)) THEN
    RETURN NULL;
  END IF;
  -- Lines being written now would count under what their statement read of the product.
  LOCK TABLE invoice_line IN SHARE MODE;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM sales_days_add(array_agg(l.customer_number), array_agg(l.invoice_date), array_agg(o.brand),
                           array_agg(o.kind = 'stove'), array_agg(-l.quantity), array_agg(-l.net_sales_amt))
       FROM invoice_line l JOIN old_products o ON o.item_number = l.item_number
      WHERE l.item_number = ANY (items);
  ELSE
    -- Invoiced before the catalogue held the item: counted in the total, under no brand.
    PERFORM sales_days_add(array_agg(l.customer_number), array_agg(l.invoice_date), array_agg(NULL::text),
                           array_agg(false), array_agg(-l.quantity), array_agg(-l.net_sales_amt))
       FROM invoice_line l WHERE l.item_number = ANY (items);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM sales_days_add(array_agg(l.customer_number), array_agg(l.invoice_date), array_agg(n.brand),
                           array_agg(n.kind = 'stove'), array_agg(l.quantity), array_agg(l.net_sales_amt))
       FROM invoice_line l JOIN new_products n ON n.item_number = l.item_number
      WHERE l.item_number = ANY (items);
  ELSE
    PERFORM sales_days_add(array_agg(l.customer_number), array_agg(l.invoice_date), array_agg(NULL::text),
                           array_agg(false), array_agg(l.quantity), array_agg(l.net_sales_amt))
       FROM invoice_line l WHERE l.item_number = ANY (items);
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER product_sales_days_insert AFTER INSERT ON product
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION sales_days_follow_products();
CREATE TRIGGER product_sales_days_update AFTER UPDATE ON product
  REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION sales_days_follow_products();
CREATE TRIGGER product_sales_days_delete AFTER DELETE ON product
  REFERENCING OLD TABLE AS old_products FOR EACH STATEMENT EXECUTE FUNCTION sales_days_follow_products();

-- Counts everything again from the lines, set by set (no arrays, whatever the number of lines): the
-- start here, and after a bulk load that ran without triggers (the scale benchmark).
CREATE FUNCTION sales_days_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM sales_day;
  DELETE FROM brand_sales_day;
  INSERT INTO sales_day (customer_number, day, amount, units)
  SELECT l.customer_number, l.invoice_date, sum(l.net_sales_amt), coalesce(sum(l.quantity) FILTER (WHERE p.kind = 'stove'), 0)
    FROM invoice_line l LEFT JOIN product p ON p.item_number = l.item_number
   GROUP BY l.customer_number, l.invoice_date;
  INSERT INTO brand_sales_day (customer_number, brand, day, amount, units)
  SELECT l.customer_number, p.brand, l.invoice_date, sum(l.net_sales_amt), coalesce(sum(l.quantity) FILTER (WHERE p.kind = 'stove'), 0)
    FROM invoice_line l JOIN product p ON p.item_number = l.item_number
   GROUP BY l.customer_number, p.brand, l.invoice_date;
$$;
SELECT sales_days_rebuild();
