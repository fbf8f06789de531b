-- Who makes the invoices: the portal, when an order (or a shipment of it) is delivered; or the
-- manufacturer's ERP, which then records each invoice through the integration API and delivery
-- bills nothing (ADR 0083). One row: the back office's setting.
CREATE TABLE invoicing_setting (
  only_row           boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  invoices_from_erp  boolean NOT NULL DEFAULT false,
  changed_at         timestamptz NOT NULL DEFAULT now()
);
INSERT INTO invoicing_setting DEFAULT VALUES;

-- Where each invoice was made; an ERP's invoice keeps the ERP's number and reference.
ALTER TABLE invoice ADD COLUMN source text NOT NULL DEFAULT 'portal' CHECK (source IN ('portal', 'erp'));
ALTER TABLE invoice ADD COLUMN external_reference text;
