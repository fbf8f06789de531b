-- Resellers (customers of the manufacturer), their people, addresses and sales representatives.

CREATE TABLE sales_rep (
  id            uuid PRIMARY KEY,
  firstname     text NOT NULL,
  lastname      text NOT NULL,
  email         text,
  phone         text,
  mobilephone   text
);

CREATE TABLE customer (
  customer_number      text PRIMARY KEY,
  name                 text NOT NULL,
  common_name          text,
  market               text NOT NULL CHECK (market IN ('se', 'no', 'dk', 'de', 'fi')),
  currency             text NOT NULL CHECK (currency IN ('SEK', 'NOK', 'DKK', 'EUR')),
  country              text NOT NULL,
  phone                text,
  email                text,
  website              text,
  postal_line1         text,
  postal_postalcode    text,
  postal_city          text,
  visiting_line1       text,
  visiting_postalcode  text,
  visiting_city        text,
  sales_rep_id         uuid REFERENCES sales_rep (id),
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contact (
  id                   uuid PRIMARY KEY,
  customer_number      text NOT NULL REFERENCES customer (customer_number),
  email                text NOT NULL,
  firstname            text NOT NULL,
  lastname             text NOT NULL,
  telephone1           text,
  mobilephone          text,
  -- none | Reseller | Portal Admin | Portal Admin,Reseller (spec 001 §6)
  access_level         text NOT NULL DEFAULT 'none'
                       CHECK (access_level IN ('none', 'Reseller', 'Portal Admin', 'Portal Admin,Reseller')),
  -- scrypt hash for the embedded identity provider; null for people who sign in elsewhere
  password_hash        text,
  must_reset_password  boolean NOT NULL DEFAULT false,
  -- subject of an external identity provider, bound on first sign-in by e-mail
  idp_subject          text UNIQUE,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX contact_email_key ON contact (lower(email));
CREATE INDEX contact_customer_idx ON contact (customer_number);

CREATE TABLE delivery_address (
  id                   uuid PRIMARY KEY,
  customer_number      text NOT NULL REFERENCES customer (customer_number),
  name                 text NOT NULL,
  line1                text NOT NULL,
  line2                text,
  line3                text,
  postalcode           text NOT NULL,
  city                 text NOT NULL,
  country              text NOT NULL,
  is_primary           boolean NOT NULL DEFAULT false
);
CREATE INDEX delivery_address_customer_idx ON delivery_address (customer_number);
-- at most one default delivery address per customer
CREATE UNIQUE INDEX delivery_address_primary_key ON delivery_address (customer_number) WHERE is_primary;

-- Seeds that have run, so a later area's seed still runs on an existing database.
CREATE TABLE seed_run (
  name        text PRIMARY KEY,
  applied_at  timestamptz NOT NULL DEFAULT now()
);
