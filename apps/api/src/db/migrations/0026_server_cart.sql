-- The cart of a signed-in user, kept on the server so it is the same on every device and no
-- other user (colleagues included) ever sees it. One cart per user and customer; its lines are
-- changed one at a time, so two devices changing different lines at once both land.
CREATE TABLE cart (
  contact_id       uuid NOT NULL REFERENCES contact (id) ON DELETE CASCADE,
  customer_number  text NOT NULL REFERENCES customer (customer_number),
  -- the last change; a cart untouched for 30 days is emptied on the next call (spec 000 §4)
  modified_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (contact_id, customer_number)
);

CREATE TABLE cart_line (
  contact_id       uuid NOT NULL,
  customer_number  text NOT NULL,
  -- the cart item id: an item number, or a configured product's own id
  line_id          text NOT NULL,
  type             text NOT NULL,
  quantity         integer NOT NULL CHECK (quantity BETWEEN 1 AND 999),
  -- configured products only: header, ruleset, sku, title, picture and articles as the configurator gave them
  config           jsonb,
  -- lines keep the order they were added in
  position         bigserial,
  PRIMARY KEY (contact_id, customer_number, line_id),
  FOREIGN KEY (contact_id, customer_number) REFERENCES cart (contact_id, customer_number) ON DELETE CASCADE
);

-- Changes that add or step a quantity carry an id, so one the browser sends again after a lost
-- answer is applied once. Kept a day.
CREATE TABLE cart_applied_change (
  contact_id  uuid NOT NULL,
  change_id   uuid NOT NULL,
  applied_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (contact_id, change_id)
);
CREATE INDEX cart_applied_change_time_idx ON cart_applied_change (applied_at);
