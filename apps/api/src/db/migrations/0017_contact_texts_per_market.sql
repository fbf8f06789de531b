-- Department contact details per market: the row with market '' is what every market shows
-- unless marketing has written the market's own.
ALTER TABLE content_contact_text ADD COLUMN market text NOT NULL DEFAULT ''
  CHECK (market IN ('', 'se', 'no', 'dk', 'de', 'fi'));
ALTER TABLE content_contact_text DROP CONSTRAINT content_contact_text_pkey;
ALTER TABLE content_contact_text ADD PRIMARY KEY (render_type, market);
