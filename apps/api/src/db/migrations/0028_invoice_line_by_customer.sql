-- A dealer's sales figures add up invoice lines of one customer between two dates. Reached through
-- the invoices, the planner joined every invoice line of the database (a parallel scan of all of
-- them for one customer's share), so each line carries its invoice's customer and date, kept by
-- triggers, and an index holds what the figures add: the customer's lines are read from it alone.
ALTER TABLE invoice_line ADD COLUMN customer_number text;
ALTER TABLE invoice_line ADD COLUMN invoice_date date;
UPDATE invoice_line l SET customer_number = i.customer_number, invoice_date = i.invoice_date
  FROM invoice i WHERE i.invoice_number = l.invoice_number;
ALTER TABLE invoice_line ALTER COLUMN customer_number SET NOT NULL;
ALTER TABLE invoice_line ALTER COLUMN invoice_date SET NOT NULL;

CREATE FUNCTION invoice_line_takes_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT customer_number, invoice_date INTO NEW.customer_number, NEW.invoice_date
    FROM invoice WHERE invoice_number = NEW.invoice_number;
  RETURN NEW;
END;
$$;
CREATE TRIGGER invoice_line_customer_date
  BEFORE INSERT OR UPDATE OF invoice_number, customer_number, invoice_date ON invoice_line
  FOR EACH ROW EXECUTE FUNCTION invoice_line_takes_invoice();

CREATE FUNCTION invoice_gives_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invoice_line SET customer_number = NEW.customer_number, invoice_date = NEW.invoice_date
   WHERE invoice_number = NEW.invoice_number;
  RETURN NULL;
END;
$$;
CREATE TRIGGER invoice_customer_date_to_lines
  AFTER UPDATE OF customer_number, invoice_date ON invoice
  FOR EACH ROW WHEN (NEW.customer_number IS DISTINCT FROM OLD.customer_number OR NEW.invoice_date IS DISTINCT FROM OLD.invoice_date)
  EXECUTE FUNCTION invoice_gives_lines();

-- What the figures read, in the index itself (an index-only scan of the customer's days).
CREATE INDEX invoice_line_customer_date_idx ON invoice_line (customer_number, invoice_date)
  INCLUDE (item_number, quantity, net_sales_amt);
