-- Order lists: carts saved under a name, shared by every user of the customer. A list keeps the
-- cart's lines as they were (articles by item number, configured products with their
-- configuration); loading one puts them into the loader's own cart by the cart's rules.
CREATE TABLE order_list (
  id               uuid PRIMARY KEY,
  customer_number  text NOT NULL REFERENCES customer (customer_number),
  name             text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
  -- who saved it; the list stays when the user is removed
  saved_by         uuid REFERENCES contact (id) ON DELETE SET NULL,
  saved_by_name    text NOT NULL,
  saved_at         timestamptz NOT NULL,
  changed_at       timestamptz NOT NULL
);
-- one name per customer, whatever the letter case
CREATE UNIQUE INDEX order_list_name_key ON order_list (customer_number, lower(name));
CREATE INDEX order_list_customer_idx ON order_list (customer_number, changed_at DESC);

CREATE TABLE order_list_line (
  list_id   uuid NOT NULL REFERENCES order_list (id) ON DELETE CASCADE,
  -- the cart item id: an item number, or a configured product's own id
  line_id   text NOT NULL,
  type      text NOT NULL,
  quantity  integer NOT NULL CHECK (quantity BETWEEN 1 AND 999),
  config    jsonb,
  position  integer NOT NULL,
  PRIMARY KEY (list_id, line_id)
);

-- Quick order matches typed item numbers whatever their letter case, hundreds in one query.
CREATE INDEX product_item_number_upper_idx ON product (upper(item_number));
