-- Drawings a dealer attaches to a project quote request (PDFs and pictures, typed by their bytes as
-- complaint photos are); the bytes live in the file store under storage_key, recorded as pending
-- before they are stored so the sweeper removes a file whose row never committed.
CREATE TABLE quote_attachment (
  id              uuid PRIMARY KEY,
  quote_id        uuid NOT NULL REFERENCES quote (id) ON DELETE CASCADE,
  storage_key     text NOT NULL UNIQUE,
  content_type    text NOT NULL,
  original_name   text NOT NULL,
  size_bytes      integer NOT NULL CHECK (size_bytes >= 0 AND size_bytes < 4000000),
  -- The dealer's user who attached it; the name is read from the contact (an erased person reads anonymised).
  uploaded_by     uuid REFERENCES contact (id) ON DELETE SET NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX quote_attachment_quote_idx ON quote_attachment (quote_id, created_at);
