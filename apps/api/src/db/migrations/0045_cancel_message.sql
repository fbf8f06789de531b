-- The reason an order is cancelled stays with staff; what the dealer is told is written apart, on purpose,
-- and kept with the order so staff see what was sent.
ALTER TABLE customer_order ADD COLUMN cancel_message text;
