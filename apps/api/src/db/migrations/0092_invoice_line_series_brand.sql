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

-- Rare, and only when the series or brand really changes: a catalogue import setting the same values again
-- touches no line.
CREATE FUNCTION invoice_lines_follow_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE invoice_line SET model_series = NULL WHERE item_number = OLD.item_number;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF NEW.item_number <> OLD.item_number THEN
      UPDATE invoice_line SET model_series = NULL WHERE item_number = OLD.item_number;
    END IF;
  END IF;
  -- The line's own trigger writes the product's values (none once the product is gone or renamed).
  UPDATE invoice_line SET model_series = NULL WHERE item_number = NEW.item_number;
  RETURN NULL;
END;
$$;
CREATE TRIGGER product_series_brand_to_lines_insert AFTER INSERT ON product
  FOR EACH ROW EXECUTE FUNCTION invoice_lines_follow_product();
CREATE TRIGGER product_series_brand_to_lines_update AFTER UPDATE OF item_number, model_series, brand ON product
  FOR EACH ROW
  WHEN (NEW.item_number IS DISTINCT FROM OLD.item_number OR NEW.model_series IS DISTINCT FROM OLD.model_series
        OR NEW.brand IS DISTINCT FROM OLD.brand)
  EXECUTE FUNCTION invoice_lines_follow_product();
CREATE TRIGGER product_series_brand_to_lines_delete AFTER DELETE ON product
  FOR EACH ROW EXECUTE FUNCTION invoice_lines_follow_product();

-- By series (or brand) and day, the invoice number in the index itself: the list's semi-join reads the period's lines
-- of the series in one index-only scan. (It relies on current statistics: with none, a planner may probe this index
-- once per invoice; the embedded database's upkeep refreshes them, ADR 0103.)
CREATE INDEX invoice_line_series_date_idx ON invoice_line (model_series, invoice_date) INCLUDE (invoice_number)
  WHERE model_series IS NOT NULL;
CREATE INDEX invoice_line_brand_date_idx ON invoice_line (brand, invoice_date) INCLUDE (invoice_number)
  WHERE brand IS NOT NULL;
