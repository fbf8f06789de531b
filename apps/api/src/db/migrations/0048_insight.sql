-- Insight: the manufacturer's figures across every dealer (ADR 0074).

-- Monthly exchange rates staff maintain, from a market's currency into the reporting currency
-- (INSIGHT_CURRENCY): one unit of `currency` is `rate` units of `base`. Kept per base, so a changed
-- setting reads no rate meant for another currency.
CREATE TABLE insight_rate (
  base      text NOT NULL CHECK (base IN ('SEK', 'NOK', 'DKK', 'EUR')),
  currency  text NOT NULL CHECK (currency IN ('SEK', 'NOK', 'DKK', 'EUR')),
  month     date NOT NULL CHECK (extract(day FROM month) = 1),
  rate      numeric(16, 6) NOT NULL CHECK (rate > 0),
  set_by    uuid NOT NULL REFERENCES staff_member (id),
  set_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (base, currency, month)
);

-- When an order was confirmed and when it left the factory: status_changed_at holds only the latest
-- move, and punctuality and confirmation times need these two. Set by the database on the move, so
-- every writer (the desk, an import, a script) records them.
ALTER TABLE customer_order ADD COLUMN confirmed_at timestamptz;
ALTER TABLE customer_order ADD COLUMN dispatched_at timestamptz;

CREATE FUNCTION customer_order_stamps_moves() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  at timestamptz := CASE WHEN NEW.status_changed_at IS DISTINCT FROM OLD.status_changed_at THEN NEW.status_changed_at ELSE now() END;
BEGIN
  IF NEW.status = 20 AND OLD.status = 10 AND NEW.confirmed_at IS NULL THEN
    NEW.confirmed_at := at;
  ELSIF NEW.status = 40 AND OLD.status < 40 AND NEW.dispatched_at IS NULL THEN
    NEW.dispatched_at := at;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER customer_order_moves BEFORE UPDATE OF status ON customer_order
  FOR EACH ROW WHEN (NEW.status IS DISTINCT FROM OLD.status) EXECUTE FUNCTION customer_order_stamps_moves();

-- Orders moved on the desk before today: their moves are in the audit log.
UPDATE customer_order o SET confirmed_at = a.at
  FROM (SELECT object_id, min(at) AS at FROM audit_log
         WHERE object_type = 'order' AND action = 'order.status' AND after->>'status' = '20' GROUP BY object_id) a
 WHERE a.object_id = o.order_number;
UPDATE customer_order o SET dispatched_at = a.at
  FROM (SELECT object_id, min(at) AS at FROM audit_log
         WHERE object_type = 'order' AND action = 'order.status' AND after->>'status' = '40' GROUP BY object_id) a
 WHERE a.object_id = o.order_number;

-- Orders received per week and the backlog by promised week, across every dealer.
CREATE INDEX customer_order_insight_date_idx ON customer_order (order_date) INCLUDE (customer_number, status, promise_date);
CREATE INDEX customer_order_insight_dispatch_idx ON customer_order (dispatched_at) WHERE dispatched_at IS NOT NULL;
-- Units sold per product and period across every dealer, read from the index alone.
CREATE INDEX invoice_line_insight_date_idx ON invoice_line (invoice_date) INCLUDE (item_number, quantity);
