-- The order desk finds an order by its tracking number through an index of its own.
CREATE INDEX customer_order_tracking_idx ON customer_order (tracking_id) WHERE tracking_id IS NOT NULL;
-- The late orders' queue (confirmed or in production, newest first) reads this index in order
-- and stops at the page, rather than sorting every open order.
CREATE INDEX customer_order_open_date_idx ON customer_order (order_date DESC, order_number DESC) WHERE status IN (20, 30);
