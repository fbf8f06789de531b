-- The order desk finds orders by the start of their goods mark ("villa" finds "Villa Ek"), case and
-- accents ignored, through an index of its own rather than by reading every order. The folded mark
-- is a stored column, as the dealers' folded names are (0046): an index on the function itself
-- cannot resolve the unaccent dictionary where the index is built with a restricted search path.
ALTER TABLE customer_order ADD COLUMN search_mark text GENERATED ALWAYS AS (portal_search_text(order_mark)) STORED;
CREATE INDEX customer_order_search_mark_idx ON customer_order (search_mark text_pattern_ops) WHERE search_mark IS NOT NULL;
