-- A quote asked from one of the dealer's offers records the offer: its id (the dealer's page links
-- to it) and its number as shown when asked. No end customer's data is copied: staff read the quote.
ALTER TABLE quote ADD COLUMN offer_id uuid REFERENCES offer (id) ON DELETE SET NULL;
ALTER TABLE quote ADD COLUMN offer_number text CHECK (char_length(offer_number) <= 20);

-- The thread also records the dealer's drawings as they are attached (who, when, the file names).
ALTER TABLE quote_message DROP CONSTRAINT quote_message_kind_check;
ALTER TABLE quote_message ADD CONSTRAINT quote_message_kind_check
  CHECK (kind IN ('request', 'reply', 'offer', 'accept', 'call-off', 'decline', 'attachment'));
