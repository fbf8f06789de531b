-- Credit limits (ADR 0078): what sales administration sets per dealer besides its payment terms
-- (0044): the most it may owe in its currency (NULL: no limit), and after how many days past due an
-- unpaid invoice holds new orders (NULL: overdue invoices hold nothing).
ALTER TABLE customer ADD COLUMN credit_limit numeric(14, 2) CHECK (credit_limit >= 0);
ALTER TABLE customer ADD COLUMN block_when_overdue_days integer CHECK (block_when_overdue_days BETWEEN 0 AND 365);

-- An order placed beyond the dealer's available credit, or while overdue invoices block it, waits
-- on credit hold (8) until customer service or sales administration releases it to received (10)
-- or cancels it. The status check allowing 8 is 0064's, after 0057 rebuilt it for status 5.
-- Why it was held, as the dealer reads it on the order page; kept after release for the record.
ALTER TABLE customer_order ADD COLUMN credit_hold_reason text CHECK (credit_hold_reason IN ('limit', 'overdue'));
CREATE INDEX customer_order_credit_hold_idx ON customer_order (order_date, order_number) WHERE status = 8;
