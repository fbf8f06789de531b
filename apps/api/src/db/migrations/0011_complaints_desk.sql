-- The complaints desk: who handles a complaint, since when it has its status, the staff's
-- replies among the dealer-visible notes, and notes the dealer never sees.

ALTER TABLE incident ADD COLUMN assigned_staff_id uuid REFERENCES staff_member (id);
ALTER TABLE incident ADD COLUMN status_changed_at timestamptz NOT NULL DEFAULT now();
UPDATE incident SET status_changed_at = created_at;

-- the desk's queue: all dealers, by status, newest first
CREATE INDEX incident_status_created_idx ON incident (portal_status, created_at DESC, id);
CREATE INDEX incident_created_idx ON incident (created_at DESC, id);
CREATE INDEX incident_order_number_idx ON incident (order_number) WHERE order_number IS NOT NULL;
CREATE INDEX incident_serial_number_idx ON incident (serial_number) WHERE serial_number IS NOT NULL;

-- a reply written by staff carries the staff member; a dealer's note carries the contact
ALTER TABLE incident_note ADD COLUMN staff_id uuid REFERENCES staff_member (id);

-- Kept apart from incident_note on purpose: no dealer query reads this table.
CREATE TABLE incident_internal_note (
  id           uuid PRIMARY KEY,
  incident_id  uuid NOT NULL REFERENCES incident (id) ON DELETE CASCADE,
  staff_id     uuid NOT NULL REFERENCES staff_member (id),
  text         text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 480),
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX incident_internal_note_incident_idx ON incident_internal_note (incident_id, created_at);
