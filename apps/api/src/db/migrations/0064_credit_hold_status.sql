-- Credit hold (ADR 0078): an order placed beyond the dealer's available credit, or while overdue
-- invoices block it, waits on credit hold (8) until customer service or sales administration
-- releases it to received (10) or cancels it. 5 is an order waiting for the dealer's own approval
-- (0057), which rebuilt the check after 0056; this one allows both.
ALTER TABLE customer_order DROP CONSTRAINT IF EXISTS customer_order_status_check;
ALTER TABLE customer_order ADD CONSTRAINT customer_order_status_check CHECK (status IN (5, 8, 10, 20, 30, 40, 60, 90));
