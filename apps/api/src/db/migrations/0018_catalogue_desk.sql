-- The catalogue as sales administration keeps it: products that can be withdrawn from sale,
-- product and category texts in the portal's other languages, and imports of products and
-- of the category tree beside those of prices and discounts.

-- A product no longer sold: it stays in orders, invoices and complaints, but cannot be ordered.
ALTER TABLE product ADD COLUMN active boolean NOT NULL DEFAULT true;

-- product.description and long_text are the Swedish texts, the catalogue's own; these are the
-- other languages, each falling back to Swedish where it has none.
CREATE TABLE product_text (
  item_number  text NOT NULL REFERENCES product (item_number) ON DELETE CASCADE,
  language     text NOT NULL CHECK (language IN ('en', 'dk', 'de', 'no', 'fi')),
  description  text NOT NULL CHECK (length(description) BETWEEN 1 AND 200),
  long_text    text,
  PRIMARY KEY (item_number, language)
);

CREATE TABLE sales_node_text (
  node_id   text NOT NULL REFERENCES sales_node (node_id) ON DELETE CASCADE,
  language  text NOT NULL CHECK (language IN ('en', 'dk', 'de', 'no', 'fi')),
  label     text NOT NULL CHECK (length(label) BETWEEN 1 AND 200),
  PRIMARY KEY (node_id, language)
);

ALTER TABLE catalogue_import DROP CONSTRAINT catalogue_import_kind_check;
ALTER TABLE catalogue_import ADD CONSTRAINT catalogue_import_kind_check
  CHECK (kind IN ('prices', 'discounts', 'products', 'categories'));
