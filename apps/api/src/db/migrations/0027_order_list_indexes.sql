-- A dealer's open orders and order history, newest first, read through an index that stops at the
-- page: the status is in the index's condition, not its leading columns, so no sort of every
-- history order of the dealer is needed to return the newest 999.
CREATE INDEX customer_order_history_page_idx ON customer_order (customer_number, order_date DESC, order_number DESC) WHERE status >= 60;
CREATE INDEX customer_order_open_page_idx ON customer_order (customer_number, order_date DESC, order_number DESC) WHERE status < 60;
