-- The portal use figures count orders per month and the way they were put together (customer_order.channel,
-- migration 0074): a year of orders read at every call, about 120 ms at 100,000 orders and growing with them.
-- The received orders kept per market and day (migration 0083, ADR 0094) are the same orders, so they keep the
-- way too ('' for none recorded), and the portal use figures read them.
ALTER TABLE delivery_received_day ADD COLUMN channel text NOT NULL DEFAULT '';
ALTER TABLE delivery_received_day DROP CONSTRAINT delivery_received_day_pkey;
ALTER TABLE delivery_received_day ADD PRIMARY KEY (market, order_date, confirmed_on, cancelled, cancel_reason, channel);

DROP FUNCTION delivery_counts_add(integer[], text[], date[], integer[], timestamptz[], timestamptz[], date[], text[]);
CREATE FUNCTION delivery_counts_add(signs integer[], markets text[], order_dates date[], statuses integer[],
                                    confirmed_ats timestamptz[], dispatched_ats timestamptz[], promise_dates date[],
                                    cancel_reasons text[], channels text[])
RETURNS void LANGUAGE sql AS $$
  WITH o AS (
    SELECT x.sign, x.market, x.order_date, x.status, x.promise_date,
           coalesce((x.confirmed_at AT TIME ZONE market_time_zone(x.market))::date, 'infinity') AS confirmed_on,
           (x.dispatched_at AT TIME ZONE market_time_zone(x.market))::date AS dispatched_on,
           x.cancel_reason, coalesce(x.channel, '') AS channel
      FROM unnest(signs, markets, order_dates, statuses, confirmed_ats, dispatched_ats, promise_dates, cancel_reasons, channels)
           AS x(sign, market, order_date, status, confirmed_at, dispatched_at, promise_date, cancel_reason, channel)
     WHERE x.market IS NOT NULL),
  received AS (
    INSERT INTO delivery_received_day AS d (market, order_date, confirmed_on, cancelled, cancel_reason, channel, orders)
    SELECT market, order_date, confirmed_on, status = 90, CASE WHEN status = 90 THEN coalesce(cancel_reason, '') ELSE '' END, channel,
           sum(sign)
      FROM o
     GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(sign) <> 0
    ON CONFLICT (market, order_date, confirmed_on, cancelled, cancel_reason, channel) DO UPDATE SET orders = d.orders + excluded.orders),
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

CREATE OR REPLACE FUNCTION delivery_counts_follow_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM delivery_counts_add(array_agg(-1), array_agg(c.market), array_agg(o.order_date), array_agg(o.status),
                                array_agg(o.confirmed_at), array_agg(o.dispatched_at), array_agg(o.promise_date), array_agg(o.cancel_reason),
                                array_agg(o.channel))
       FROM old_orders o JOIN customer c ON c.customer_number = o.customer_number;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM delivery_counts_add(array_agg(1), array_agg(c.market), array_agg(n.order_date), array_agg(n.status),
                                array_agg(n.confirmed_at), array_agg(n.dispatched_at), array_agg(n.promise_date), array_agg(n.cancel_reason),
                                array_agg(n.channel))
       FROM new_orders n JOIN customer c ON c.customer_number = n.customer_number;
  END IF;
  RETURN NULL;
END;
$$;
CREATE OR REPLACE FUNCTION delivery_counts_follow_customers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM delivery_counts_add(array_agg(s.sign), array_agg(s.market), array_agg(o.order_date), array_agg(o.status),
                              array_agg(o.confirmed_at), array_agg(o.dispatched_at), array_agg(o.promise_date), array_agg(o.cancel_reason),
                              array_agg(o.channel))
     FROM (SELECT -1 AS sign, oc.customer_number, oc.market FROM old_customers oc
             JOIN new_customers nc ON nc.customer_number = oc.customer_number WHERE nc.market IS DISTINCT FROM oc.market
           UNION ALL
           SELECT 1, nc.customer_number, nc.market FROM old_customers oc
             JOIN new_customers nc ON nc.customer_number = oc.customer_number WHERE nc.market IS DISTINCT FROM oc.market) s
     JOIN customer_order o ON o.customer_number = s.customer_number;
  RETURN NULL;
END;
$$;
CREATE OR REPLACE FUNCTION delivery_counts_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM delivery_received_day;
  DELETE FROM delivery_dispatched_day;
  DELETE FROM delivery_backlog_day;
  INSERT INTO delivery_received_day (market, order_date, confirmed_on, cancelled, cancel_reason, channel, orders)
  SELECT c.market, o.order_date, coalesce((o.confirmed_at AT TIME ZONE market_time_zone(c.market))::date, 'infinity'),
         o.status = 90, CASE WHEN o.status = 90 THEN coalesce(o.cancel_reason, '') ELSE '' END, coalesce(o.channel, ''), count(*)
    FROM customer_order o JOIN customer c ON c.customer_number = o.customer_number
   GROUP BY 1, 2, 3, 4, 5, 6;
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
