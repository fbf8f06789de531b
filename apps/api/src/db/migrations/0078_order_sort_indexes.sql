-- The order desk sorted by goods mark, status, value or promised week reads its first page through
-- an index in the list's order (the column, then the order number that tells rows apart) instead
-- of sorting every order the filter finds.
CREATE INDEX customer_order_mark_sort_idx ON customer_order (order_mark, order_number);
CREATE INDEX customer_order_status_sort_idx ON customer_order (status, order_number);
CREATE INDEX customer_order_value_sort_idx ON customer_order (order_value, order_number);
CREATE INDEX customer_order_promise_sort_idx ON customer_order (promise_date, order_number);
