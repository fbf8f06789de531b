-- Showroom products of each reseller (spec 001 §3, §4) and the yearly campaign sign-up (spec 000 §2).

-- The stove models a showroom can hold, straight from the catalogue. The CRM-style product id
-- is derived from the item number, so it is stable on every database and needs no table to
-- keep in step with the catalogue.
CREATE VIEW showroom_model AS
  SELECT md5('showroom-model:' || item_number)::uuid AS product_id,
         item_number,
         model_series,
         description,
         image_url
    FROM product
   WHERE kind = 'stove' AND model_series IS NOT NULL;

-- Finds a model by its product id without hashing every row.
CREATE UNIQUE INDEX product_showroom_model_id_idx ON product ((md5('showroom-model:' || item_number)::uuid));

CREATE TABLE showroom_entry (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_number  text NOT NULL REFERENCES customer (customer_number),
  item_number      text NOT NULL REFERENCES product (item_number),
  -- shown live (burning) in the showroom
  combustible      boolean NOT NULL DEFAULT false,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (customer_number, item_number)
);

-- "This year's campaign" is per reseller and calendar year; the first sign-up of a year stands.
CREATE TABLE campaign_signup (
  customer_number  text NOT NULL REFERENCES customer (customer_number),
  year             integer NOT NULL CHECK (year BETWEEN 2000 AND 2999),
  signed_up_by     uuid NOT NULL REFERENCES contact (id),
  signed_up_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_number, year)
);
