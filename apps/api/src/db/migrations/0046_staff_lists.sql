-- Back-office lists worked as queues: sorted by any column, searched without regard to case or
-- accents, and complaints answered at length.

-- Staff search finds a dealer by a part of its name without case or accents ("brasvarme" finds
-- "Brasvärme"): the name folded once when written, trigram indexed like the catalogue's search_text.
ALTER TABLE customer ADD COLUMN search_name text GENERATED ALWAYS AS (portal_search_text(name)) STORED;
CREATE INDEX customer_search_name_idx ON customer USING gin (search_name gin_trgm_ops);

-- Replies and internal notes take up to 4,000 characters (a dealer's own note keeps its 480).
ALTER TABLE incident_note DROP CONSTRAINT incident_note_description_check;
ALTER TABLE incident_note ADD CONSTRAINT incident_note_description_check CHECK (char_length(description) BETWEEN 1 AND 4000);
ALTER TABLE incident_internal_note DROP CONSTRAINT incident_internal_note_text_check;
ALTER TABLE incident_internal_note ADD CONSTRAINT incident_internal_note_text_check CHECK (char_length(text) BETWEEN 1 AND 4000);

-- The complaint queue's own orders and filters: by time in status (the time limits), by assignee.
CREATE INDEX incident_status_changed_idx ON incident (portal_status, status_changed_at, id);
CREATE INDEX incident_assignee_idx ON incident (assigned_staff_id, created_at DESC, id);

-- The order queue sorted by its value or its promised week, newest number breaking ties.
CREATE INDEX customer_order_value_idx ON customer_order (order_value, order_number);
CREATE INDEX customer_order_promise_date_idx ON customer_order (promise_date, order_number);
