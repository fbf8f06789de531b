-- Configurator (spec 001 §3, §4, §7): configuration headers, the sessions that edit them, and
-- the campaign terms that price configured products.

-- A configuration as the cart knows it (HeaderId). It holds the answers it was completed with and
-- its bill of materials, which placeOrder prices again when the configured item is ordered.
CREATE TABLE cpq_header (
  header_id        uuid PRIMARY KEY,
  customer_number  text NOT NULL REFERENCES customer (customer_number),
  contact_id       uuid NOT NULL REFERENCES contact (id),
  ruleset          text NOT NULL CHECK (ruleset IN ('Stove', 'New_Stove', 'Chimney', 'Premodul')),
  -- set by a successful complete; null while the configuration was never finished
  answers          jsonb,
  bom              jsonb,
  config_id        uuid,
  description      text,
  completed_at     timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cpq_header_customer_idx ON cpq_header (customer_number);
-- Never-finished headers are purged together with their expired sessions.
CREATE INDEX cpq_header_unfinished_idx ON cpq_header (created_at) WHERE completed_at IS NULL;

-- One configurator session: the user's answers so far. Any API instance can continue it.
CREATE TABLE cpq_session (
  session_id        uuid PRIMARY KEY,
  configuration_id  uuid NOT NULL UNIQUE,
  header_id         uuid NOT NULL REFERENCES cpq_header (header_id) ON DELETE CASCADE,
  customer_number   text NOT NULL REFERENCES customer (customer_number),
  ruleset           text NOT NULL,
  answers           jsonb NOT NULL DEFAULT '{}'::jsonb,
  expires_at        timestamptz NOT NULL,
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cpq_session_expires_idx ON cpq_session (expires_at);
CREATE INDEX cpq_session_header_idx ON cpq_session (header_id);

-- Campaign terms for configured products. XD: extra discount in percent on the net price of
-- matching articles; RP: a campaign list price in the price list's currency for matching
-- articles (the customer's discount still applies); XR: the article is added free to every
-- matching configuration.
CREATE TABLE cpq_campaign (
  id            serial PRIMARY KEY,
  campaign_id   text NOT NULL,
  name          text NOT NULL,
  kind          text NOT NULL CHECK (kind IN ('XD', 'RP', 'XR')),
  -- a LIKE pattern on the item number (XD, RP) or the item number to add (XR)
  item_pattern  text NOT NULL,
  -- rulesets the term applies to; null for all
  rulesets      text[],
  -- RP prices are per price list; XD and XR may apply to every price list (null)
  price_list_id text REFERENCES price_list (id),
  -- percent (XD) or list price (RP); unused for XR
  value         numeric(12, 2) NOT NULL DEFAULT 0,
  valid_from    date NOT NULL,
  valid_to      date NOT NULL,
  CHECK (valid_from <= valid_to),
  CHECK (kind <> 'XD' OR (value > 0 AND value < 100)),
  CHECK (kind <> 'RP' OR (value > 0 AND price_list_id IS NOT NULL))
);
CREATE INDEX cpq_campaign_valid_idx ON cpq_campaign (valid_to);
