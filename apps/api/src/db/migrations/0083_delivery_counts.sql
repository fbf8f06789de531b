-- The delivery figures kept per market and day (ADR 0094). Counted from a year of orders at every read,
-- every market's figures cost about 180 ms at 20,000 orders and grow with the orders; kept as orders come,
-- move and change, a year is a few thousand rows whatever the number of orders.
--
-- Kept by day, not by week: whether an order was confirmed in time depends on its own order day (the N-th
-- working day after it, N a setting), so the received orders are kept per order day and the day they were
-- confirmed, and the read compares that with each day's deadline. The reads add the days up to ISO weeks.
-- A market's days are its calendar days (its time zone), as the figures read them.

-- A market's time zone, as MARKET_TIME_ZONES says (packages/contracts/src/languages.ts; a test holds them
-- together). Null for a market the portal does not serve: its orders are counted under no day.
CREATE FUNCTION market_time_zone(market text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE market WHEN 'se' THEN 'Europe/Stockholm' WHEN 'no' THEN 'Europe/Oslo' WHEN 'dk' THEN 'Europe/Copenhagen'
                     WHEN 'de' THEN 'Europe/Berlin' WHEN 'fi' THEN 'Europe/Helsinki' END
$$;

-- Orders received per market and order day, by the day they were confirmed ('infinity' while not) and whether
-- they are cancelled now, with the reason staff gave ('' for none).
CREATE TABLE delivery_received_day (
  market         text NOT NULL,
  order_date     date NOT NULL,
  confirmed_on   date NOT NULL,
  cancelled      boolean NOT NULL,
  cancel_reason  text NOT NULL,
  orders         integer NOT NULL,
  PRIMARY KEY (market, order_date, confirmed_on, cancelled, cancel_reason)
);
-- Orders that left the factory (dispatched or delivered) per market and dispatch day, whether they had a
-- promised week and left in it or earlier, with their days from order day to dispatch day added up.
CREATE TABLE delivery_dispatched_day (
  market         text NOT NULL,
  dispatched_on  date NOT NULL,
  promised       boolean NOT NULL,
  punctual       boolean NOT NULL,
  orders         integer NOT NULL,
  days           bigint NOT NULL,
  PRIMARY KEY (market, dispatched_on, promised, punctual)
);
-- Orders confirmed or in production (not yet dispatched) per market and promised day.
CREATE TABLE delivery_backlog_day (
  market         text NOT NULL,
  promise_date   date NOT NULL,
  orders         integer NOT NULL,
  PRIMARY KEY (market, promise_date)
);

-- Adds orders as they are (sign 1) or takes them away as they were (sign -1): each order's market and the
-- columns the figures read. Deltas under ON CONFLICT rather than recounts, as the sales days do: two changes
-- of one day at once both count, the second waiting for the first's row and adding to what it committed.
CREATE FUNCTION delivery_counts_add(signs integer[], markets text[], order_dates date[], statuses integer[],
                                    confirmed_ats timestamptz[], dispatched_ats timestamptz[], promise_dates date[],
                                    cancel_reasons text[])
RETURNS void LANGUAGE sql AS $$
  WITH o AS (
    SELECT x.sign, x.market, x.order_date, x.status, x.promise_date,
           coalesce((x.confirmed_at AT TIME ZONE market_time_zone(x.market))::date, 'infinity') AS confirmed_on,
           (x.dispatched_at AT TIME ZONE market_time_zone(x.market))::date AS dispatched_on,
           x.cancel_reason
      FROM unnest(signs, markets, order_dates, statuses, confirmed_ats, dispatched_ats, promise_dates, cancel_reasons)
           AS x(sign, market, order_date, status, confirmed_at, dispatched_at, promise_date, cancel_reason)
     WHERE x.market IS NOT NULL),
  received AS (
    INSERT INTO delivery_received_day AS d (market, order_date, confirmed_on, cancelled, cancel_reason, orders)
    SELECT market, order_date, confirmed_on, status = 90, CASE WHEN status = 90 THEN coalesce(cancel_reason, '') ELSE '' END, sum(sign)
      FROM o
     GROUP BY 1, 2, 3, 4, 5
    HAVING sum(sign) <> 0
    ON CONFLICT (market, order_date, confirmed_on, cancelled, cancel_reason) DO UPDATE SET orders = d.orders + excluded.orders),
  dispatched AS (
    INSERT INTO delivery_dispatched_day AS d (market, dispatched_on, promised, punctual, orders, days)
    SELECT market, dispatched_on, promise_date IS NOT NULL,
           coalesce(dispatched_on < date_trunc('week', promise_date)::date + 7, false), sum(sign), sum(sign * (dispatched_on - order_date))
      FROM o
     WHERE status IN (40, 60) AND dispatched_on IS NOT NULL
     GROUP BY 1, 2, 3, 4
    HAVING sum(sign) <> 0 OR sum(sign * (dispatched_on - order_date)) <> 0
    ON CONFLICT (market, dispatched_on, promised, punctual) DO UPDATE SET orders = d.orders + excluded.orders, days = d.days + excluded.days)
  INSERT INTO delivery_backlog_day AS d (market, promise_date, orders)
  SELECT market, promise_date, sum(sign)
    FROM o
   WHERE status IN (20, 30) AND promise_date IS NOT NULL
   GROUP BY 1, 2
  HAVING sum(sign) <> 0
  ON CONFLICT (market, promise_date) DO UPDATE SET orders = d.orders + excluded.orders;
$$;

-- Once per statement, so a bulk move of many orders is one round of upserts. An update takes the orders away
-- as they were and adds them as they are; an order whose counted columns did not change nets out to nothing.
-- The market is the dealer's now (a dealer moving market moves its orders, below).
CREATE FUNCTION delivery_counts_follow_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM delivery_counts_add(array_agg(-1), array_agg(c.market), array_agg(o.order_date), array_agg(o.status),
                                array_agg(o.confirmed_at), array_agg(o.dispatched_at), array_agg(o.promise_date), array_agg(o.cancel_reason))
       FROM old_orders o JOIN customer c ON c.customer_number = o.customer_number;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM delivery_counts_add(array_agg(1), array_agg(c.market), array_agg(n.order_date), array_agg(n.status),
                                array_agg(n.confirmed_at), array_agg(n.dispatched_at), array_agg(n.promise_date), array_agg(n.cancel_reason))
       FROM new_orders n JOIN customer c ON c.customer_number = n.customer_number;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER customer_order_delivery_counts_insert AFTER INSERT ON customer_order
  REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION delivery_counts_follow_orders();
-- Every update statement (transition tables take no column list): one that sets no counted column nets out in
-- the add's grouping and writes nothing. A status move's stamps (confirmed_at, dispatched_at) are set by the row
-- trigger of migration 0048 before this reads the new rows.
CREATE TRIGGER customer_order_delivery_counts_update AFTER UPDATE ON customer_order
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION delivery_counts_follow_orders();
CREATE TRIGGER customer_order_delivery_counts_delete AFTER DELETE ON customer_order
  REFERENCING OLD TABLE AS old_orders FOR EACH STATEMENT EXECUTE FUNCTION delivery_counts_follow_orders();

-- A dealer whose market changes takes its orders from the old market's days to the new one's. Rare.
CREATE FUNCTION delivery_counts_follow_customers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM delivery_counts_add(array_agg(s.sign), array_agg(s.market), array_agg(o.order_date), array_agg(o.status),
                              array_agg(o.confirmed_at), array_agg(o.dispatched_at), array_agg(o.promise_date), array_agg(o.cancel_reason))
     FROM (SELECT -1 AS sign, oc.customer_number, oc.market FROM old_customers oc
             JOIN new_customers nc ON nc.customer_number = oc.customer_number WHERE nc.market IS DISTINCT FROM oc.market
           UNION ALL
           SELECT 1, nc.customer_number, nc.market FROM old_customers oc
             JOIN new_customers nc ON nc.customer_number = oc.customer_number WHERE nc.market IS DISTINCT FROM oc.market) s
     JOIN customer_order o ON o.customer_number = s.customer_number;
  RETURN NULL;
END;
$$;
CREATE TRIGGER customer_delivery_counts_market AFTER UPDATE ON customer
  REFERENCING OLD TABLE AS old_customers NEW TABLE AS new_customers FOR EACH STATEMENT EXECUTE FUNCTION delivery_counts_follow_customers();

-- Counts everything again from the orders, set by set: the start here, and after a bulk load that ran without
-- triggers (the insight benchmark).
CREATE FUNCTION delivery_counts_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM delivery_received_day;
  DELETE FROM delivery_dispatched_day;
  DELETE FROM delivery_backlog_day;
  INSERT INTO delivery_received_day (market, order_date, confirmed_on, cancelled, cancel_reason, orders)
  SELECT c.market, o.order_date, coalesce((o.confirmed_at AT TIME ZONE market_time_zone(c.market))::date, 'infinity'),
         o.status = 90, CASE WHEN o.status = 90 THEN coalesce(o.cancel_reason, '') ELSE '' END, count(*)
    FROM customer_order o JOIN customer c ON c.customer_number = o.customer_number
   GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO delivery_dispatched_day (market, dispatched_on, promised, punctual, orders, days)
  SELECT x.market, x.day, x.promise_date IS NOT NULL, coalesce(x.day < date_trunc('week', x.promise_date)::date + 7, false),
         count(*), sum(x.day - x.order_date)
    FROM (SELECT c.market, (o.dispatched_at AT TIME ZONE market_time_zone(c.market))::date AS day, o.promise_date, o.order_date
            FROM customer_order o JOIN customer c ON c.customer_number = o.customer_number
           WHERE o.status IN (40, 60) AND o.dispatched_at IS NOT NULL) x
   WHERE x.day IS NOT NULL
   GROUP BY 1, 2, 3, 4;
  INSERT INTO delivery_backlog_day (market, promise_date, orders)
  SELECT c.market, o.promise_date, count(*)
    FROM customer_order o JOIN customer c ON c.customer_number = o.customer_number
   WHERE o.status IN (20, 30) AND o.promise_date IS NOT NULL
   GROUP BY 1, 2;
$$;
SELECT delivery_counts_rebuild();
