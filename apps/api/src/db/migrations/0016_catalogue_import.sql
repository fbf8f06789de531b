-- A price or discount file as read, kept between its preview and its commit. The rows are the
-- file's cells by column ([{ "line": 2, "values": { "price_list": "…", … } }]); what they do is
-- worked out again against the catalogue as it stands when the import is shown or committed.
CREATE TABLE catalogue_import (
  id            uuid PRIMARY KEY,
  kind          text NOT NULL CHECK (kind IN ('prices', 'discounts')),
  file_name     text NOT NULL,
  rows          jsonb NOT NULL,
  staff_id      uuid NOT NULL REFERENCES staff_member (id),
  created_at    timestamptz NOT NULL DEFAULT now(),
  committed_at  timestamptz,
  report        jsonb
);
