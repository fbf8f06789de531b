-- An order's idempotency key remembers what was asked with it: the same key with another request
-- is refused instead of answered with an order that is not the one asked for.
ALTER TABLE customer_order ADD COLUMN idempotency_fingerprint text;
