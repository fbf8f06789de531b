-- A line carries its article's model series and brand (ADR 0103, issue 36), so the staff invoice list finds the
-- invoices of a series or brand in a period from an index of the lines by series (or brand) and day, without
-- reading every line of the period to join it with the products (a year: about 194,000 lines on the benchmark's
-- data, for 18,000 of a series). The values are the product's as it is now, as the list's filter was: a product
-- changing series or brand (or coming, or going) moves its lines.
ALTER TABLE invoice_line ADD COLUMN model_series text, ADD COLUMN brand text;

-- Filled without the lines' triggers: the sales and quality counts they keep read no series or brand from the line, so
-- nothing counted changes, and recounting every line would take minutes on a large database.
ALTER TABLE invoice_line DISABLE TRIGGER USER;
UPDATE invoice_line l SET model_series = p.model_series, brand = p.brand
  FROM product p WHERE p.item_number = l.item_number;
ALTER TABLE invoice_line ENABLE TRIGGER USER;

-- Whatever a line's writer says, it takes its product's (none for an article the catalogue does not hold).
CREATE FUNCTION invoice_line_takes_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.model_series := NULL;
  NEW.brand := NULL;
  SELECT model_series, brand INTO NEW.model_series, NEW.brand FROM product WHERE item_number = NEW.item_number;
  RETURN NEW;
END;
$$;
CREATE TRIGGER invoice_line_series_brand
  BEFORE INSERT OR UPDATE OF item_number, model_series, brand ON invoice_line
  FOR EACH ROW EXECUTE FUNCTION invoice_line_takes_product();

-- Rare, and only when the series or brand really changes: a catalogue import setting the same values again touches
-- no line. Once per statement, and only when some line has one of the articles: an UPDATE of the lines runs their
-- statement triggers (the sales and quality counts) even when it changes no row, which for a row trigger on 5,000
-- new products was 5,000 recounts.
CREATE FUNCTION invoice_lines_follow_products() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  items text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.item_number) INTO items FROM new_products n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.item_number) INTO items FROM old_products o;
  ELSE
    SELECT array_agg(DISTINCT x.item_number) INTO items
      FROM ((SELECT item_number, model_series, brand FROM old_products EXCEPT SELECT item_number, model_series, brand FROM new_products)
            UNION
            (SELECT item_number, model_series, brand FROM new_products EXCEPT SELECT item_number, model_series, brand FROM old_products)) x;
  END IF;
  IF items IS NOT NULL AND EXISTS (SELECT 1 FROM invoice_line WHERE item_number = ANY (items)) THEN
    -- The line's own trigger writes the product's values (none once the product is gone or renamed).
    UPDATE invoice_line SET model_series = NULL WHERE item_number = ANY (items);
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER product_series_brand_to_lines_insert AFTER INSERT ON product
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION invoice_lines_follow_products();
CREATE TRIGGER product_series_brand_to_lines_update AFTER UPDATE ON product
  REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION invoice_lines_follow_products();
CREATE TRIGGER product_series_brand_to_lines_delete AFTER DELETE ON product
  REFERENCING OLD TABLE AS old_products FOR EACH STATEMENT EXECUTE FUNCTION invoice_lines_follow_products();

-- By series (or brand) and day, the invoice number in the index itself: the list's semi-join reads the period's lines
-- of the series in one index-only scan. (It relies on current statistics: with none, a planner may probe this index
-- once per invoice; the embedded database's upkeep refreshes them, ADR 0103.)
CREATE INDEX invoice_line_series_date_idx ON invoice_line (model_series, invoice_date) INCLUDE (invoice_number)
  WHERE model_series IS NOT NULL;
CREATE INDEX invoice_line_brand_date_idx ON invoice_line (brand, invoice_date) INCLUDE (invoice_number)
  WHERE brand IS NOT NULL;
