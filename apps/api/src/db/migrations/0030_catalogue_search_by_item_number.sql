-- The header's search finds a product by the beginning of its item number, typed in any case:
-- a prefix match (LIKE 'NF-OS%') on the upper-cased number reads this index, as the text pattern
-- operators compare bytes whatever the database's collation. The names are found through the
-- trigram indexes of product and product_text (0003, 0022).
CREATE INDEX product_item_number_prefix_idx ON product (upper(item_number) text_pattern_ops);
