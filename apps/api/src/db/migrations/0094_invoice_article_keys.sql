-- Each invoice under each model series and brand it has a line of, with its day (ADR 0107, issue 36): the staff
-- invoice list's series and brand filters read an invoice once here instead of every line of it (a brand's year on
-- the benchmark's data: 11,000 invoices, but 130,000 lines, which the list's count read and hashed). Kept from the
-- lines by a statement trigger, an invoice at a time: lines are written with their invoice and rarely change, and
-- the lines' own series and brand follow the products (0092), so a product changing series moves its invoices here.
CREATE TABLE invoice_article_key (
  group_by        text NOT NULL CHECK (group_by IN ('series', 'brand')),
  key             text NOT NULL,
  invoice_date    date NOT NULL,
  invoice_number  text NOT NULL,
  PRIMARY KEY (group_by, key, invoice_date, invoice_number)
);
CREATE INDEX invoice_article_key_invoice_idx ON invoice_article_key (invoice_number);

-- The invoices' keys as their lines are now: the keys they no longer have go, and the new ones come.
CREATE FUNCTION invoice_article_keys_recount(invoices text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(invoices), 0) = 0 THEN
    RETURN;
  END IF;
  -- One recount of an invoice at a time (a line written meanwhile is then seen); a key share, as a line's own
  -- reference to its invoice takes, is not held off.
  PERFORM 1 FROM invoice WHERE invoice_number = ANY (invoices) ORDER BY invoice_number FOR NO KEY UPDATE;
  DELETE FROM invoice_article_key WHERE invoice_number = ANY (invoices);
  INSERT INTO invoice_article_key (group_by, key, invoice_date, invoice_number)
  SELECT 'series', model_series, invoice_date, invoice_number FROM invoice_line
   WHERE invoice_number = ANY (invoices) AND model_series IS NOT NULL
  UNION
  SELECT 'brand', brand, invoice_date, invoice_number FROM invoice_line
   WHERE invoice_number = ANY (invoices) AND brand IS NOT NULL;
END $$;

CREATE FUNCTION invoice_article_keys_follow_lines() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  invoices text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.invoice_number) INTO invoices FROM new_lines n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.invoice_number) INTO invoices FROM old_lines o;
  ELSE
    -- Only the invoices whose lines changed what is kept (a payment's or a recount's update changes nothing here).
    SELECT array_agg(DISTINCT x.invoice_number) INTO invoices
      FROM ((SELECT invoice_number, model_series, brand, invoice_date FROM old_lines
             EXCEPT SELECT invoice_number, model_series, brand, invoice_date FROM new_lines)
            UNION
            (SELECT invoice_number, model_series, brand, invoice_date FROM new_lines
             EXCEPT SELECT invoice_number, model_series, brand, invoice_date FROM old_lines)) x;
  END IF;
  PERFORM invoice_article_keys_recount(invoices);
  RETURN NULL;
END $$;
CREATE TRIGGER invoice_line_article_keys_insert AFTER INSERT ON invoice_line
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION invoice_article_keys_follow_lines();
CREATE TRIGGER invoice_line_article_keys_update AFTER UPDATE ON invoice_line
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION invoice_article_keys_follow_lines();
CREATE TRIGGER invoice_line_article_keys_delete AFTER DELETE ON invoice_line
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION invoice_article_keys_follow_lines();

-- Every invoice's keys from its lines (after a bulk load without triggers).
CREATE FUNCTION invoice_article_keys_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM invoice_article_key;
  INSERT INTO invoice_article_key (group_by, key, invoice_date, invoice_number)
  SELECT 'series', model_series, invoice_date, invoice_number FROM invoice_line WHERE model_series IS NOT NULL
  UNION
  SELECT 'brand', brand, invoice_date, invoice_number FROM invoice_line WHERE brand IS NOT NULL;
$$;
SELECT invoice_article_keys_rebuild();
