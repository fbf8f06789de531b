-- The order desk sorted by a dealer's name or market walks the dealers in that order (their number
-- next) and takes each one's orders as it goes, so its first page stops early instead of sorting a
-- million joined orders.
CREATE INDEX customer_name_number_idx ON customer (name, customer_number);
CREATE INDEX customer_market_number_idx ON customer (market, customer_number);
