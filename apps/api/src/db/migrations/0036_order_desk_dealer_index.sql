-- A dealer's orders in the order desk's order, whatever their status: a search by a dealer's name
-- reads each named dealer's newest orders up to the page, not all of them.
CREATE INDEX customer_order_dealer_date_idx ON customer_order (customer_number, order_date DESC, order_number DESC);
