-- How the Swedish company invoices each market, as data: the VAT rule of the market and the
-- account each currency is paid to. An invoice keeps the rule it was written under.

-- domestic: Swedish VAT; intra-community: a dealer in another EU country with a VAT number buys
-- VAT-free (the buyer accounts for it, reverse charge; without a VAT number Swedish VAT applies);
-- export: outside the EU, no Swedish VAT.
CREATE TABLE market_invoicing (
  market       text PRIMARY KEY CHECK (market IN ('se', 'no', 'dk', 'de', 'fi')),
  treatment    text NOT NULL CHECK (treatment IN ('domestic', 'intra-community', 'export')),
  vat_percent  numeric(5, 2) NOT NULL CHECK (vat_percent >= 0)
);
INSERT INTO market_invoicing (market, treatment, vat_percent) VALUES
  ('se', 'domestic', 25),
  ('dk', 'intra-community', 0),
  ('de', 'intra-community', 0),
  ('fi', 'intra-community', 0),
  ('no', 'export', 0);

-- Swedish kronor by bankgiro; other currencies to the company's currency accounts by IBAN and BIC.
CREATE TABLE payment_account (
  currency   text PRIMARY KEY CHECK (currency IN ('SEK', 'NOK', 'DKK', 'EUR')),
  bankgiro   text,
  iban       text,
  bic        text,
  bank_name  text,
  CHECK (bankgiro IS NOT NULL OR (iban IS NOT NULL AND bic IS NOT NULL))
);
INSERT INTO payment_account (currency, bankgiro, iban, bic, bank_name) VALUES
  ('SEK', '5050-1055', NULL, NULL, NULL),
  ('EUR', NULL, 'SE45 5000 0000 0583 9825 7466', 'ESSESESS', 'SEB'),
  ('NOK', NULL, 'SE23 5000 0000 0583 9825 7474', 'ESSESESS', 'SEB'),
  ('DKK', NULL, 'SE98 5000 0000 0583 9825 7482', 'ESSESESS', 'SEB');

-- The dealer's VAT registration number (in the EU) or organisation number (Norway).
ALTER TABLE customer ADD COLUMN vat_number text;

ALTER TABLE invoice ADD COLUMN vat_treatment text NOT NULL DEFAULT 'domestic'
  CHECK (vat_treatment IN ('domestic', 'intra-community', 'export'));
ALTER TABLE invoice ADD COLUMN vat_percent numeric(5, 2) NOT NULL DEFAULT 25;
ALTER TABLE invoice ADD COLUMN customer_vat_number text;
