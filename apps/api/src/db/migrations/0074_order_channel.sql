-- Numbered 0073 for a short while beside another 0073: IF NOT EXISTS lets a database that ran it then pass.
-- How a line came into the cart, for the dealers' use of the portal: 'quick-order', 'reorder' or
-- 'configurator'; null: the shop, an order list or the cart itself. A merged line keeps its first way in.
ALTER TABLE cart_line ADD COLUMN IF NOT EXISTS channel text;

-- How an order was put together: the way most of its cart lines came in ('cart' when none), 'quote' for an
-- accepted project quote. Null for orders placed before it was recorded: the figures count them as cart.
ALTER TABLE customer_order ADD COLUMN IF NOT EXISTS channel text;
