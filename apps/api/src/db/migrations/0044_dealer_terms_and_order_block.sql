-- What sales administration sets of a dealer made in the back office, besides its name and addresses:
-- the payment terms its invoices fall due by, an address its invoices go to besides its Portal Admins,
-- and a block on its orders with the reason its users read while it holds.
ALTER TABLE customer ADD COLUMN payment_terms_days integer NOT NULL DEFAULT 30 CHECK (payment_terms_days BETWEEN 0 AND 120);
ALTER TABLE customer ADD COLUMN invoice_email text;
ALTER TABLE customer ADD COLUMN order_blocked boolean NOT NULL DEFAULT false;
ALTER TABLE customer ADD COLUMN order_block_reason text;
ALTER TABLE customer ADD CONSTRAINT customer_order_block_reason CHECK (NOT order_blocked OR order_block_reason IS NOT NULL);
